import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app";
import { signInAdmin, unique } from "../support/factories";
import { sourcePages } from "../support/source-pages";
import type { TestClient } from "../support/http";

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

  beforeAll(async () => {
    app = await startTestApp({ publicUrl: ORIGIN }, { client: { pages: sourcePages() } });
    admin = app.client();
    visitor = app.client();
    await signInAdmin(app.db, admin);
    expect(
      (await admin.post("/api/menu-items", { name: dabouqDish, sandwichPrice: "2", branches: ["دابوق"] })).status,
    ).toBe(201);
    expect((await admin.post("/api/menu-items", { name: everywhereDish, sandwichPrice: "3" })).status).toBe(201);
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
  afterAll(() => app.close());

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
    expect(html).toMatch(/الهاشمي الشمالي<\/h3>[\s\S]*?(مفتوح الآن|مغلق الآن – يفتح غداً الساعة 12:00 ص)/);
    // The badge's time travels with the page, so the browser hydrates the same text.
    const state = JSON.parse(html.match(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/)![1]);
    const clock = state.queries.find((query: { queryHash: string }) => query.queryHash === '["render-clock"]');
    expect(Math.abs(clock.state.data - Date.now())).toBeLessThan(60_000);
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
