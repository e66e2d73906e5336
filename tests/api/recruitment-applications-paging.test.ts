import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE } from "../../shared/schema/paging";
import { jobApplications } from "../../server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";
import { signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";
import { createPlacesAndPosition } from "./recruitment-fixtures";

const LIST = "/api/job-applications";
type Row = { applicationNumber: string; applicantName: string; phoneNumber: string };
const names = (body: Row[]) => body.map((row) => row.applicantName);

describe("job applications list: paging, total and search", () => {
  let app: TestApp;
  let admin: TestClient;
  let places: Awaited<ReturnType<typeof createPlacesAndPosition>>;
  beforeAll(async () => {
    app = await startTestApp();
    admin = app.client();
    await signInAdmin(app.db, admin);
    places = await createPlacesAndPosition(admin);
  });
  afterAll(() => app.close());

  /**
   * Applications of one test written straight to the table, one minute apart (oldest first), so
   * the order is known; `<tag> <index>` is each name. `where` picks the governorate (and phone) per row.
   */
  async function seed(
    tag: string,
    count: number,
    where: (i: number) => { other?: boolean; phone?: string } = () => ({}),
    target = places,
  ) {
    const start = Date.now() - count * 60_000;
    return app.db
      .insert(jobApplications)
      .values(
        Array.from({ length: count }, (_, i) => {
          const { other, phone } = where(i);
          return {
            applicantName: `${tag} ${i}`,
            phoneNumber: phone ?? "0790000000",
            jobPositionId: target.position.id,
            governorateId: other ? target.otherGovernorate.id : target.governorate.id,
            areaId: other ? target.otherArea.id : target.area.id,
            termsAccepted: true,
            createdAt: new Date(start + i * 60_000),
          };
        }),
      )
      .returning();
  }

  it("answers a plain GET with the whole array, newest first, and the total in X-Total-Count", async () => {
    const tag = unique("Plain");
    await seed(tag, 3);
    const res = await admin.get(LIST);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.length).toBe((await app.db.select().from(jobApplications)).length);
    expect(Number(res.headers.get("x-total-count"))).toBe(res.body.length);
    expect(res.headers.get("x-page")).toBeNull();
    expect(names(res.body.filter((row: Row) => row.applicantName.startsWith(tag)))).toEqual([
      `${tag} 2`,
      `${tag} 1`,
      `${tag} 0`,
    ]);
  });

  it("gives one page newest first with the total of all matches, and an empty page past the end", async () => {
    const tag = unique("Page");
    await seed(tag, 7);
    const page1 = await admin.get(`${LIST}?search=${tag}&page=1&pageSize=3`);
    expect(page1.status).toBe(200);
    expect(names(page1.body)).toEqual([`${tag} 6`, `${tag} 5`, `${tag} 4`]);
    expect(page1.headers.get("x-total-count")).toBe("7");
    expect(page1.headers.get("x-page")).toBe("1");
    expect(page1.headers.get("x-page-size")).toBe("3");
    const page2 = await admin.get(`${LIST}?search=${tag}&page=2&pageSize=3`);
    expect(names(page2.body)).toEqual([`${tag} 3`, `${tag} 2`, `${tag} 1`]);
    const page3 = await admin.get(`${LIST}?search=${tag}&page=3&pageSize=3`);
    expect(names(page3.body)).toEqual([`${tag} 0`]);
    expect(page3.headers.get("x-total-count")).toBe("7");
    const past = await admin.get(`${LIST}?search=${tag}&page=4&pageSize=3`);
    expect(past.body).toEqual([]);
    expect(past.headers.get("x-total-count")).toBe("7");

    // Only page: the default size (50) holds all seven; only pageSize: page 1.
    expect(names((await admin.get(`${LIST}?search=${tag}&page=1`)).body)).toHaveLength(7);
    expect(names((await admin.get(`${LIST}?search=${tag}&pageSize=2`)).body)).toEqual([`${tag} 6`, `${tag} 5`]);
  });

  it("pages within the position and governorate filters, the total counting only the filtered rows", async () => {
    const own = await createPlacesAndPosition(admin);
    const tag = unique("Filter");
    // Even rows in the first governorate, odd rows in the other: 6 and 5.
    await seed(tag, 11, (i) => ({ other: i % 2 === 1 }), own);

    const byPosition = await admin.get(`${LIST}?jobPositionId=${own.position.id}&page=2&pageSize=4`);
    expect(byPosition.headers.get("x-total-count")).toBe("11");
    expect(names(byPosition.body)).toEqual([`${tag} 6`, `${tag} 5`, `${tag} 4`, `${tag} 3`]);

    const both = await admin.get(
      `${LIST}?jobPositionId=${own.position.id}&governorateId=${own.otherGovernorate.id}&page=1&pageSize=2`,
    );
    expect(both.status).toBe(200);
    expect(both.headers.get("x-total-count")).toBe("5");
    expect(names(both.body)).toEqual([`${tag} 9`, `${tag} 7`]);
    const lastOfBoth = await admin.get(
      `${LIST}?jobPositionId=${own.position.id}&governorateId=${own.otherGovernorate.id}&page=3&pageSize=2`,
    );
    expect(names(lastOfBoth.body)).toEqual([`${tag} 1`]);

    // Filters, search and paging together.
    const searched = await admin.get(
      `${LIST}?governorateId=${own.governorate.id}&search=${encodeURIComponent(`${tag} 1`)}&page=1&pageSize=5`,
    );
    expect(names(searched.body)).toEqual([`${tag} 10`]);
    expect(searched.headers.get("x-total-count")).toBe("1");

    // The unpaged filtered list is the same rows as all of its pages.
    const whole = await admin.get(`${LIST}?governorateId=${own.governorate.id}`);
    expect(names(whole.body)).toEqual([0, 1, 2, 3, 4, 5].map((k) => `${tag} ${10 - 2 * k}`));
    expect(whole.headers.get("x-total-count")).toBe("6");
  });

  it("searches name and number case-insensitively and the phone, with % and _ taken literally", async () => {
    const tag = unique("Case");
    const phone = `07${String(Date.now()).slice(-8)}`;
    const [first, second] = await seed(tag, 3, (i) => ({ phone: i === 1 ? phone : undefined }));

    const byName = await admin.get(`${LIST}?search=${tag.toUpperCase()}&page=1&pageSize=10`);
    expect(byName.headers.get("x-total-count")).toBe("3");

    const byNumber = await admin.get(`${LIST}?search=${first.applicationNumber.toLowerCase()}`);
    expect(byNumber.body.map((row: Row) => row.applicationNumber)).toContain(first.applicationNumber);

    const byPhone = await admin.get(`${LIST}?search=${phone.slice(2)}&page=1&pageSize=10`);
    expect(byPhone.body).toEqual([
      expect.objectContaining({ applicationNumber: second.applicationNumber, phoneNumber: phone }),
    ]);
    expect(byPhone.headers.get("x-total-count")).toBe("1");

    const arabicDigits = [...phone.slice(2)].map((d) => String.fromCharCode(0x0660 + Number(d))).join("");
    expect((await admin.get(`${LIST}?search=${encodeURIComponent(arabicDigits)}`)).body).toEqual([
      expect.objectContaining({ phoneNumber: phone }),
    ]);

    for (const wildcard of [`${tag}%`, `${tag.slice(0, -1)}_`, "%", "_"]) {
      const res = await admin.get(`${LIST}?search=${encodeURIComponent(wildcard)}&page=1&pageSize=10`);
      expect(res.status).toBe(200);
      expect(res.body, wildcard).toEqual([]);
      expect(res.headers.get("x-total-count")).toBe("0");
    }
    // A blank search is no search.
    const blank = await admin.get(`${LIST}?search=%20%20&page=1&pageSize=1`);
    expect(Number(blank.headers.get("x-total-count"))).toBe((await app.db.select().from(jobApplications)).length);
  });

  it(`refuses bad page values and sizes above ${MAX_PAGE_SIZE} with a 400 and an Arabic message`, async () => {
    const cases: [string, string][] = [
      ["page=0", "رقم الصفحة غير صحيح"],
      ["page=-1", "رقم الصفحة غير صحيح"],
      ["page=abc", "رقم الصفحة غير صحيح"],
      ["page=1.5", "رقم الصفحة غير صحيح"],
      ["pageSize=0", "حجم الصفحة غير صحيح"],
      [`pageSize=${MAX_PAGE_SIZE + 1}`, "حجم الصفحة غير صحيح"],
      ["pageSize=100000", "حجم الصفحة غير صحيح"],
      ["pageSize=x&page=1", "حجم الصفحة غير صحيح"],
    ];
    for (const [query, message] of cases) {
      const res = await admin.get(`${LIST}?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toContain(message);
    }
    const largest = await admin.get(`${LIST}?page=1&pageSize=${MAX_PAGE_SIZE}`);
    expect(largest.status).toBe(200);
    expect(largest.body.length).toBeLessThanOrEqual(MAX_PAGE_SIZE);
  });

  it("keeps the list admin-only", async () => {
    const res = await app.client().get(`${LIST}?page=1&pageSize=10`);
    expect(res.status).toBe(401);
    expect(res.headers.get("x-total-count")).toBeNull();
  });

  it("exports every match of the filter and search as CSV, whatever page was asked for", async () => {
    const tag = unique("Export");
    await seed(tag, 4);
    const res = await admin.get(`${LIST}/export.csv?search=${tag}&page=2&pageSize=1`);
    expect(res.status).toBe(200);
    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(5);
    expect(lines.slice(1).map((line) => line.split(",")[1])).toEqual([3, 2, 1, 0].map((i) => `"${tag} ${i}"`));
  });
});
