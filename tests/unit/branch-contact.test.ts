import { describe, expect, it } from "vitest";
import { displayPhone, internationalPhone, nationalPhone } from "@shared/jordan-phone";
import { mapsShortLink, parseMapsLink } from "@shared/maps-link";
import { BRANCH_MESSAGES, branchEditSchema } from "@shared/schema/branches-forms";

describe("branch contact details", () => {
  it("reads Jordanian numbers in the forms people write them", () => {
    for (const typed of [
      "0791234567",
      "079 123 4567",
      "+962 79 123 4567",
      "00962791234567",
      "٠٧٩١٢٣٤٥٦٧",
      "079-123-4567",
    ]) {
      expect(nationalPhone(typed), typed).toBe("0791234567");
    }
    expect(nationalPhone("06 512 3456")).toBe("065123456");
    for (const bad of ["0712345678", "07912345", "+96279123456789", "0612345678", "hello"])
      expect(nationalPhone(bad), bad).toBeNull();
    expect(internationalPhone("0791234567")).toBe("+962791234567");
    expect(displayPhone("0791234567")).toBe("079 123 4567");
    expect(displayPhone("065123456")).toBe("06 512 3456");
  });

  it("reads the pin from the common Google Maps link forms", () => {
    expect(parseMapsLink("https://www.google.com/maps/place/Dabouq/@31.9876,35.8123,17z/data=!3m1")).toEqual({
      lat: 31.9876,
      lng: 35.8123,
    });
    expect(
      parseMapsLink("https://www.google.com/maps/place/X/@31.90,35.80,15z/data=!4m6!3m5!8m2!3d31.9911!4d35.8254"),
    ).toEqual({ lat: 31.9911, lng: 35.8254 });
    expect(parseMapsLink("https://maps.google.com/?q=31.95,35.91")).toEqual({ lat: 31.95, lng: 35.91 });
    expect(parseMapsLink("https://maps.google.com/maps?ll=31.95%2C35.91&z=15")).toEqual({ lat: 31.95, lng: 35.91 });
    expect(parseMapsLink("https://maps.app.goo.gl/AbCdEf123")).toBeNull();
  });

  it("recognises the short links a phone's Share button gives, and nothing that only looks like one", () => {
    expect(mapsShortLink(" https://maps.app.goo.gl/AbCdEf123 ")).toBe("https://maps.app.goo.gl/AbCdEf123");
    expect(mapsShortLink("http://maps.app.goo.gl/AbCdEf123/")).toBe("https://maps.app.goo.gl/AbCdEf123");
    expect(mapsShortLink("https://maps.app.goo.gl/AbCd?g_st=iw")).toBe("https://maps.app.goo.gl/AbCd?g_st=iw");
    expect(mapsShortLink("https://goo.gl/maps/XyZ789")).toBe("https://goo.gl/maps/XyZ789");
    for (const other of [
      "https://goo.gl/XyZ789",
      "https://maps.app.goo.gl/",
      "https://maps.app.goo.gl.evil.example/AbCd",
      "javascript:alert(1)//maps.app.goo.gl/AbCd",
      "maps.app.goo.gl",
    ])
      expect(mapsShortLink(other), other).toBeNull();
    expect(branchEditSchema.parse({ mapsLink: "https://maps.app.goo.gl/AbCd", lat: "31.9", lng: "35.9" })).toEqual({
      lat: 31.9,
      lng: 35.9,
      mapsUrl: "https://maps.app.goo.gl/AbCd",
    });
  });

  it("turns a pasted link into coordinates, and refuses one outside Jordan", () => {
    // A full link's coordinates also replace a short link kept before.
    expect(branchEditSchema.parse({ mapsLink: "https://maps.google.com/?q=31.95,35.91" })).toEqual({
      lat: 31.95,
      lng: 35.91,
      mapsUrl: null,
    });
    const abroad = branchEditSchema.safeParse({ mapsLink: "https://maps.google.com/?q=48.85,2.35" });
    expect(abroad.error?.issues.map((issue) => issue.message)).toEqual([BRANCH_MESSAGES.outsideJordan]);
  });
});
