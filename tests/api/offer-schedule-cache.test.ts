import { describe, expect, it } from "vitest";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";
import { sourcePages } from "../support/source-pages";

// Amman is UTC+3 all year.
const amman = (local: string) => new Date(`${local}:00+03:00`);
const offerItems = (html: string) => {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  const nodes = blocks.flatMap((block) => JSON.parse(block[1])["@graph"] ?? []);
  const menu = nodes.find((node: { "@type": string }) => node["@type"] === "Menu");
  const section = menu.hasMenuSection.find((entry: { name: string }) => entry.name === "العروض");
  return (section?.hasMenuItem ?? []) as { name: string; offers: unknown[] }[];
};
const plus = (instant: Date, seconds: number) => new Date(instant.getTime() + seconds * 1000);

describe("public caches at each boundary: offer schedules and sold-out resets", () => {
  let clock = amman("2026-11-26T12:00");
  const suite = startAdminApp({}, { client: { pages: sourcePages() }, now: () => clock });

  const create = async (body: Record<string, unknown>) => {
    const res = await suite.admin.post("/api/offers", {
      title: unique("عرض الحدود "),
      originalPrice: 10,
      discountedPrice: 8,
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string; title: string };
  };
  const titles = async () =>
    ((await suite.app.client().get("/api/offers")).body as { title: string }[]).map((offer) => offer.title);
  const home = async () => (await suite.app.client().get("/")).text;

  it("a cached page and list stop showing an offer at its end, and show one at its start, with no admin write", async () => {
    // Minutes apart, well inside the five minutes a cached copy lives at most anyway.
    clock = amman("2026-11-26T20:58");
    const ending = await create({ endsAt: "2026-11-26T21:00" });
    const starting = await create({ startsAt: "2026-11-26T21:01" });
    expect(await titles()).toContain(ending.title);
    expect(await home()).toContain(ending.title);
    // Cached now: still the same a second before the end.
    clock = plus(amman("2026-11-26T21:00"), -1);
    expect(await titles()).toContain(ending.title);
    expect(await home()).toContain(ending.title);
    clock = amman("2026-11-26T21:00");
    expect(await titles()).not.toContain(ending.title);
    expect(await home()).not.toContain(ending.title);
    expect(await home()).not.toContain(starting.title);
    clock = amman("2026-11-26T21:01");
    expect(await titles()).toContain(starting.title);
    expect(await home()).toContain(starting.title);
  });

  it("no Cache-Control lifetime reaches past the next boundary", async () => {
    clock = amman("2026-11-27T10:00");
    await create({ startsAt: "2026-11-27T11:00", endsAt: "2026-11-27T12:00" });
    const far = await suite.app.client().get("/api/offers");
    expect(far.headers.get("cache-control")).toBe("public, max-age=5, stale-while-revalidate=30");
    clock = plus(amman("2026-11-27T11:00"), -20);
    const json = await suite.app.client().get("/api/offers");
    expect(json.headers.get("cache-control")).toBe("public, max-age=5, stale-while-revalidate=15");
    const page = await suite.app.client().get("/");
    expect(page.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=15");
    clock = plus(amman("2026-11-27T11:00"), -3);
    // Served from the copy made 17 seconds ago: its lifetime is cut to what is left.
    expect((await suite.app.client().get("/api/offers")).headers.get("cache-control")).toBe(
      "public, max-age=3, stale-while-revalidate=0",
    );
    expect((await suite.app.client().get("/")).headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=3, stale-while-revalidate=0",
    );
  });

  it("the home page's JSON-LD gives a scheduled offer's validFrom and priceValidUntil, and drops it after its end", async () => {
    clock = amman("2026-11-29T12:00");
    const offer = await create({ startsAt: "2026-11-29T11:00", endsAt: "2026-11-30T00:00" });
    const always = await create({});
    const itemsNow = offerItems(await home());
    expect(itemsNow.find((item) => item.name === offer.title)?.offers).toEqual([
      {
        "@type": "Offer",
        price: "8.00",
        priceCurrency: "JOD",
        validFrom: "2026-11-29T08:00:00.000Z",
        priceValidUntil: "2026-11-29",
      },
    ]);
    expect(itemsNow.find((item) => item.name === always.title)?.offers).toEqual([
      { "@type": "Offer", price: "8.00", priceCurrency: "JOD" },
    ]);
    clock = amman("2026-11-30T00:00");
    expect(offerItems(await home()).map((item) => item.name)).not.toContain(offer.title);
  });

  it("a cached menu read drops a sold-out mark at its reset, with no admin write", async () => {
    const hours = Array.from({ length: 7 }, () => [{ open: "04:01", close: "23:00" }]);
    expect((await suite.admin.put("/api/branches/al-yasmeen", { hours, exceptions: [] })).status).toBe(200);
    // 03:59 still belongs to the previous business day: the mark lasts until the first opening after 04:00.
    clock = amman("2026-12-01T03:59");
    const dish = await suite.admin.post("/api/menu-items", { name: unique("زنجر "), price: "3" });
    expect(dish.status).toBe(201);
    const marked = await suite.admin.put(`/api/menu-items/${dish.body.id}/sold-out`, {
      branch: "الياسمين",
      soldOut: true,
    });
    expect(marked.status, marked.text).toBe(200);
    const soldOutAt = async () =>
      ((await suite.app.client().get("/api/menu-items")).body as { id: string; soldOutAt: string[] }[]).find(
        (row) => row.id === dish.body.id,
      )?.soldOutAt;
    expect(await soldOutAt()).toEqual(["الياسمين"]);
    clock = plus(amman("2026-12-01T04:01"), -1);
    expect(await soldOutAt()).toEqual(["الياسمين"]);
    clock = amman("2026-12-01T04:01");
    expect(await soldOutAt()).toEqual([]);
  });

  it("the sitemap is dated by the last boundary passed when it is newer than the last admin write", async () => {
    clock = amman("2026-11-28T09:58");
    await create({ endsAt: "2026-11-28T10:00" });
    const before = (await suite.app.client().get("/sitemap.xml")).text;
    expect(before).not.toContain("2026-11-28T07:00:00.000Z");
    clock = amman("2026-11-28T10:01");
    const after = (await suite.app.client().get("/sitemap.xml")).text;
    expect(after).toContain("<lastmod>2026-11-28T07:00:00.000Z</lastmod>");
  });
});
