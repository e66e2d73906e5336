import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { unpackPageState } from "@shared/page-state";
import { BRANCH_MESSAGES } from "@shared/schema/branches-forms";
import { auditLog, branches } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import type { TestClient } from "../support/http";
import { sourcePages } from "../support/source-pages";
import type { TestApp } from "../support/test-app";
import { unique } from "../support/factories";
import { png } from "../support/images-cases";

const week = (day: { open: string; close: string }[]) => Array.from({ length: 7 }, () => day);
const FULL = {
  address: "شارع الملكة رانيا، بجانب الدوار",
  area: "دابوق",
  phone: "+962 79 000 0001",
  whatsapp: "079-000-0002",
  mapsLink: "https://www.google.com/maps/place/X/@31.9876,35.8123,17z",
  talabatUrl: "https://www.talabat.com/jordan/restaurant/1234",
  careemUrl: "https://app.careem.com/food/restaurant/5678",
  hours: week([
    { open: "11:00", close: "15:00" },
    { open: "18:00", close: "02:00" },
  ]),
  exceptions: [
    { from: "2027-02-08", to: "2027-03-09", label: "رمضان", intervals: [{ open: "20:00", close: "03:00" }] },
  ],
};

describe("branches API", () => {
  const suite = startAdminApp();
  let app: TestApp;
  let admin: TestClient;
  beforeAll(() => {
    ({ app, admin } = suite);
  });

  const rowOf = async (slug: string) => (await app.db.select().from(branches).where(eq(branches.slug, slug)))[0];
  const publicBranch = async (slug: string) =>
    ((await app.client().get("/api/branches")).body as { slug: string }[]).find(
      (branch) => branch.slug === slug,
    ) as Record<string, unknown>;

  it("lists the four branches, in their fixed order, to visitors, without the dashboard's bookkeeping", async () => {
    const res = await app.client().get("/api/branches");
    expect(res.status).toBe(200);
    expect(res.body.map((branch: { name: string; slug: string }) => [branch.name, branch.slug])).toEqual([
      ["الياسمين", "al-yasmeen"],
      ["دابوق", "dabouq"],
      ["المطار", "airport-road"],
      ["الهاشمي الشمالي", "hashmi-north"],
    ]);
    expect(res.body[2]).toEqual({
      slug: "airport-road",
      name: "المطار",
      address: null,
      area: null,
      phone: null,
      whatsapp: null,
      lat: null,
      lng: null,
      mapsUrl: null,
      talabatUrl: null,
      careemUrl: null,
      imageUrl: null,
      hours: [[], [], [], [], [], [], []],
      exceptions: [],
    });
  });

  it("saves an admin's details in their stored form, reads the Maps link into coordinates, and shows visitors at once", async () => {
    const res = await admin.put("/api/branches/dabouq", FULL);
    expect(res.status).toBe(200);
    const saved = { phone: "0790000001", whatsapp: "0790000002", lat: 31.9876, lng: 35.8123 };
    expect(res.body).toMatchObject({
      slug: "dabouq",
      name: "دابوق",
      ...saved,
      hours: FULL.hours,
      exceptions: FULL.exceptions,
    });
    expect(res.body.updatedAt).toEqual(expect.any(String));
    expect(await rowOf("dabouq")).toMatchObject({
      address: FULL.address,
      talabatUrl: FULL.talabatUrl,
      ...saved,
      hours: FULL.hours,
    });

    const seen = await publicBranch("dabouq");
    expect(seen).toMatchObject({
      address: FULL.address,
      area: "دابوق",
      ...saved,
      careemUrl: FULL.careemUrl,
      exceptions: FULL.exceptions,
    });
    expect(seen).not.toHaveProperty("updatedAt");
    expect(seen).not.toHaveProperty("mapsLink");
    const adminList = await admin.get("/api/admin/branches");
    expect(adminList.body.find((branch: { slug: string }) => branch.slug === "dabouq").updatedAt).toBe(
      res.body.updatedAt,
    );
  });

  it("keeps what an edit does not name; an explicit null or blank clears", async () => {
    expect((await admin.put("/api/branches/al-yasmeen", FULL)).status).toBe(200);
    const before = await rowOf("al-yasmeen");
    const res = await admin.put("/api/branches/al-yasmeen", { phone: "06 512 3456", whatsapp: null, careemUrl: "" });
    expect(res.status).toBe(200);
    const after = await rowOf("al-yasmeen");
    expect(after).toEqual({
      ...before,
      phone: "065123456",
      whatsapp: null,
      careemUrl: null,
      updatedAt: after.updatedAt,
    });
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    expect(await publicBranch("al-yasmeen")).toMatchObject({ phone: "065123456", whatsapp: null, hours: FULL.hours });
  });

  it("refuses bad details with Arabic messages on the right field, and changes nothing", async () => {
    expect((await admin.put("/api/branches/hashmi-north", FULL)).status).toBe(200);
    const before = await rowOf("hashmi-north");
    const day = (intervals: unknown) => [intervals, [], [], [], [], [], []];
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ phone: "0712345678" }, "phone", BRANCH_MESSAGES.phone],
      [{ whatsapp: "065123456" }, "whatsapp", BRANCH_MESSAGES.whatsapp],
      [{ talabatUrl: "https://talabat.com.evil.example/x" }, "talabatUrl", BRANCH_MESSAGES.talabat],
      [{ careemUrl: "http://careem.com/x" }, "careemUrl", BRANCH_MESSAGES.careem],
      [{ mapsLink: "https://maps.app.goo.gl.evil.example/AbCd" }, "mapsLink", BRANCH_MESSAGES.mapsLink],
      [{ mapsLink: "https://goo.gl/AbCd" }, "mapsLink", BRANCH_MESSAGES.mapsLink],
      [{ lat: 31.9 }, "lng", BRANCH_MESSAGES.bothCoordinates],
      [{ lat: 35.9, lng: 31.9 }, "lat", BRANCH_MESSAGES.outsideJordan],
      [{ hours: day([{ open: "25:00", close: "02:00" }]) }, "hours.0.0.open", BRANCH_MESSAGES.time],
      [{ hours: day([{ open: "18:00", close: "18:00" }]) }, "hours.0.0.close", BRANCH_MESSAGES.sameTimes],
      [
        {
          hours: day([
            { open: "11:00", close: "16:00" },
            { open: "15:00", close: "23:00" },
          ]),
        },
        "hours.0",
        BRANCH_MESSAGES.overlap,
      ],
      [{ hours: [[], [], []] }, "hours", BRANCH_MESSAGES.week],
      [
        { exceptions: [{ from: "2027-03-09", to: "2027-02-08", label: "رمضان", intervals: [] }] },
        "exceptions.0.to",
        BRANCH_MESSAGES.dateOrder,
      ],
      [
        { exceptions: [{ from: "2027-02-30", to: "2027-03-01", label: "رمضان", intervals: [] }] },
        "exceptions.0.from",
        BRANCH_MESSAGES.date,
      ],
      [
        { exceptions: [{ from: "2027-02-08", to: "2027-02-09", label: " ", intervals: [] }] },
        "exceptions.0.label",
        BRANCH_MESSAGES.label,
      ],
    ];
    for (const [body, path, message] of cases) {
      const res = await admin.put("/api/branches/hashmi-north", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues, JSON.stringify(body)).toContainEqual({ path, message });
      expect(res.body.message).toMatch(/[\u0600-\u06ff]/);
    }
    const empty = await admin.put("/api/branches/hashmi-north", {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/[\u0600-\u06ff]/);
    expect(await rowOf("hashmi-north")).toEqual(before);
  });

  it("keeps a Google Maps short link as the directions link, with coordinates typed by hand", async () => {
    for (const link of ["https://maps.app.goo.gl/Xy12AbCdEf34", "https://goo.gl/maps/AbCd1234"]) {
      const res = await admin.put("/api/branches/al-yasmeen", { mapsLink: ` ${link} `, lat: "31.95", lng: "35.91" });
      expect(res.status, link).toBe(200);
      expect(res.body).toMatchObject({ mapsUrl: link, lat: 31.95, lng: 35.91 });
      expect(await rowOf("al-yasmeen")).toMatchObject({ mapsUrl: link, lat: 31.95, lng: 35.91 });
      expect(await publicBranch("al-yasmeen")).toMatchObject({ mapsUrl: link });
    }
    // An edit that does not name the link keeps it.
    expect((await admin.put("/api/branches/al-yasmeen", { area: "الياسمين" })).status).toBe(200);
    expect((await rowOf("al-yasmeen")).mapsUrl).toBe("https://goo.gl/maps/AbCd1234");
    // A full link with coordinates works as before: read into lat/lng, and directions go to them.
    const full = await admin.put("/api/branches/al-yasmeen", {
      mapsLink: "https://www.google.com/maps/place/X/@31.9701,35.8902,17z",
    });
    expect(full.status).toBe(200);
    expect(await rowOf("al-yasmeen")).toMatchObject({ mapsUrl: null, lat: 31.9701, lng: 35.8902 });
    // A blank link clears a stored short link.
    await admin.put("/api/branches/al-yasmeen", { mapsLink: "https://maps.app.goo.gl/Xy12AbCdEf34" });
    expect((await rowOf("al-yasmeen")).mapsUrl).toBe("https://maps.app.goo.gl/Xy12AbCdEf34");
    expect((await admin.put("/api/branches/al-yasmeen", { mapsLink: "" })).status).toBe(200);
    expect((await rowOf("al-yasmeen")).mapsUrl).toBeNull();
  });

  it("lets only admins write or read the dashboard list; an unknown branch is a 404", async () => {
    const visitor = app.client();
    const put = await visitor.put("/api/branches/airport-road", { phone: "0790000009" });
    expect(put.status).toBe(401);
    expect(put.body.message).toMatch(/[\u0600-\u06ff]/);
    expect((await visitor.get("/api/admin/branches")).status).toBe(401);
    expect((await rowOf("airport-road")).phone).not.toBe("0790000009");
    const unknown = await admin.put("/api/branches/irbid", { phone: "0790000009" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("الفرع غير موجود");
    // Path segments no branch has: a malformed encoding is a 400, a long or odd one the same 404; never a 500.
    const audited = async () => (await app.db.select().from(auditLog).where(eq(auditLog.resource, "branches"))).length;
    const before = await audited();
    const odd = { "%ED%A0%80": 400, ["x".repeat(5000)]: 404, "%EF%BF%BF%F0%9F%8D%97": 404 };
    for (const [slug, status] of Object.entries(odd)) {
      const res = await admin.put(`/api/branches/${slug}`, { phone: "0790000009" });
      expect(res.status, slug.slice(0, 20)).toBe(status);
      expect(res.body.message).toMatch(/[\u0600-\u06ff]/);
    }
    expect(await audited()).toBe(before);
  });

  it("takes a photo from the image pipeline and deletes the old one's files when it is replaced", async () => {
    const upload = async () => {
      const { uploadURL } = (await admin.post("/api/objects/upload")).body as { uploadURL: string };
      const put = await fetch(app.baseUrl + uploadURL, {
        method: "PUT",
        body: new Uint8Array(await png(400, 300)),
        headers: { "content-type": "image/png" },
      });
      expect(put.status).toBe(200);
      return (await admin.put("/api/menu-item-images", { imageURL: uploadURL })).body.objectPath as string;
    };
    const stored = async (imageUrl: string) => (await fetch(app.baseUrl + imageUrl)).status === 200;
    const first = await upload();
    expect((await admin.put("/api/branches/airport-road", { imageUrl: first })).status).toBe(200);
    expect((await rowOf("airport-road")).imageUrl).toBe(first);
    const second = await upload();
    expect((await admin.put("/api/branches/airport-road", { imageUrl: second })).status).toBe(200);
    expect(await stored(first)).toBe(false);
    expect(await stored(second)).toBe(true);
    expect((await admin.put("/api/branches/airport-road", { imageUrl: "https://example.com/x.jpg" })).status).toBe(400);
    expect((await rowOf("airport-road")).imageUrl).toBe(second);
  });
});

const ORIGIN = "https://broasted.example";
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
/** What the page shows (not its JSON-LD or the state it hands the browser). */
const shown = (html: string) => html.match(/<main[\s\S]*<\/main>/)![0];
const everyDay = (intervals: { open: string; close: string }[]) => Array.from({ length: 7 }, () => intervals);

describe("branches on the server-rendered home page", () => {
  let app: TestApp;
  let admin: TestClient;
  let visitor: TestClient;
  const dabouqDish = unique("زنجر دابوق ");
  const everywhereDish = unique("بروستد للجميع ");
  const airportOffer = unique("عرض المطار ");

  const suite = startAdminApp({ publicUrl: ORIGIN }, { client: { pages: sourcePages() } });
  beforeAll(async () => {
    ({ app, admin } = suite);
    visitor = app.client();
    expect((await admin.post("/api/menu-items", { name: dabouqDish, price: "2", branches: ["دابوق"] })).status).toBe(
      201,
    );
    expect((await admin.post("/api/menu-items", { name: everywhereDish, price: "3" })).status).toBe(201);
    expect(
      (
        await admin.post("/api/offers", {
          title: airportOffer,
          originalPrice: "5",
          discountedPrice: "4",
          branches: ["المطار"],
        })
      ).status,
    ).toBe(201);
  });

  it("marks up each branch as a restaurant of the chain, with address, geo, phone and weekly and dated hours", async () => {
    const saved = await admin.put("/api/branches/dabouq", {
      address: "شارع الملكة رانيا",
      area: "دابوق",
      phone: "0790000001",
      lat: 31.98,
      lng: 35.81,
      hours: [
        ...everyDay([
          { open: "12:00", close: "16:00" },
          { open: "18:00", close: "02:00" },
        ]).slice(0, 6),
        [],
      ],
      exceptions: [
        { from: "2027-02-08", to: "2027-03-09", label: "رمضان", intervals: [{ open: "20:00", close: "03:00" }] },
        { from: "2027-03-10", to: "2027-03-12", label: "العيد", intervals: [] },
      ],
    });
    expect(saved.status).toBe(200);
    const [graph] = jsonLd((await visitor.get("/")).text);
    const nodes: Record<string, unknown>[] = graph["@graph"];
    const branches = nodes.filter((node) => String(node["@id"]).includes("#branch-"));
    expect(branches.map((node) => node["@id"])).toEqual(
      ["al-yasmeen", "dabouq", "airport-road", "hashmi-north"].map((slug) => `${ORIGIN}/#branch-${slug}`),
    );
    const dabouq = branches[1];
    expect(dabouq).toMatchObject({
      "@type": "FastFoodRestaurant",
      address: {
        "@type": "PostalAddress",
        streetAddress: "شارع الملكة رانيا، دابوق",
        addressLocality: "عمّان",
        addressCountry: "JO",
      },
      geo: { "@type": "GeoCoordinates", latitude: 31.98, longitude: 35.81 },
      telephone: "+962790000001",
      parentOrganization: { "@id": `${ORIGIN}/#restaurant` },
      hasMenu: { "@id": `${ORIGIN}/#menu` },
    });
    const sixDays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map(
      (day) => `https://schema.org/${day}`,
    );
    expect(dabouq.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: sixDays, opens: "12:00", closes: "16:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: sixDays, opens: "18:00", closes: "02:00" },
      {
        "@type": "OpeningHoursSpecification",
        name: "رمضان",
        opens: "20:00",
        closes: "03:00",
        validFrom: "2027-02-08",
        validThrough: "2027-03-09",
      },
      {
        "@type": "OpeningHoursSpecification",
        name: "العيد",
        opens: "00:00",
        closes: "00:00",
        validFrom: "2027-03-10",
        validThrough: "2027-03-12",
      },
    ]);
    // The chain lists its branches by the same ids; a branch without details has no invented ones.
    const chain = nodes.find((node) => node["@id"] === `${ORIGIN}/#restaurant`)!;
    expect(chain.department).toContainEqual({ "@id": `${ORIGIN}/#branch-dabouq` });
    expect(branches[3]).not.toHaveProperty("telephone");
    expect(branches[3]).not.toHaveProperty("openingHoursSpecification");
  });

  it("renders the branch cards with their links, and the open/closed badge, in the HTML", async () => {
    expect(
      (
        await admin.put("/api/branches/hashmi-north", {
          phone: "065000001",
          whatsapp: "0790000003",
          lat: 31.99,
          lng: 35.95,
          talabatUrl: "https://www.talabat.com/jordan/restaurant/1234/broasted",
          careemUrl: "https://app.careem.com/food/restaurant/5678",
        })
      ).status,
    ).toBe(200);
    // Open around the clock except one minute, so the badge does not depend on when the test runs.
    expect(
      (await admin.put("/api/branches/hashmi-north", { hours: everyDay([{ open: "00:00", close: "23:59" }]) })).status,
    ).toBe(200);
    const html = (await visitor.get("/")).text;
    expect(html).toContain('href="tel:+96265000001"');
    expect(html).toContain(
      `href="https://wa.me/962790000003?text=${encodeURIComponent("مرحباً، لدي استفسار لفرع الهاشمي الشمالي")}"`,
    );
    expect(html).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=31.99,35.95"');
    const card = shown(html).match(/<article[^>]*>(?:(?!<\/article>)[\s\S])*الهاشمي الشمالي[\s\S]*?<\/article>/)![0];
    expect(card).toMatch(/href="https:\/\/www\.talabat\.com\/jordan\/restaurant\/1234\/broasted"[^>]*>طلبات<\/a>/);
    expect(card).toMatch(/href="https:\/\/app\.careem\.com\/food\/restaurant\/5678"[^>]*>كريم<\/a>/);
    // Read as text: in that one closed minute the badge and its next opening are two elements.
    const afterName = html.split("الهاشمي الشمالي</h3>")[1].replace(/<[^>]+>/g, "");
    expect(afterName).toMatch(/^[\s\S]*?(مفتوح الآن|مغلق الآن – يفتح غداً الساعة 12:00 ص)/);
    // The badge's time travels with the page, so the browser hydrates the same text.
    const state = unpackPageState(
      html.match(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/)![1],
    );
    const clock = state.find((read) => JSON.stringify(read.key) === '["render-clock"]');
    expect(Math.abs((clock!.data as number) - Date.now())).toBeLessThan(60_000);
  });

  it("renders the menu and offers of the branch named in ?branch=, and the whole menu without it", async () => {
    const plain = shown((await visitor.get("/")).text);
    for (const text of [dabouqDish, everywhereDish, airportOffer]) expect(plain).toContain(text);

    const res = await visitor.get("/?branch=dabouq");
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
    const dabouq = shown(res.text);
    expect(dabouq).toContain(dabouqDish);
    expect(dabouq).toContain(everywhereDish);
    expect(dabouq).not.toContain(airportOffer);
    expect(dabouq).toContain("لا توجد عروض متاحة في فرع دابوق حالياً");
    expect(dabouq).toMatch(/<a[^>]*aria-current="true"[^>]*>دابوق<\/a>/);

    const airport = shown((await visitor.get("/?branch=airport-road")).text);
    expect(airport).toContain(airportOffer);
    expect(airport).not.toContain(dabouqDish);
    // An unknown branch is the plain page.
    expect(shown((await visitor.get("/?branch=irbid")).text)).toContain(airportOffer);
  });
});
