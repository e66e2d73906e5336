// Every admin write in the route table, one after another on one installation: a visitor reads
// the public reads the write changes (twice, so the second answer is the cached one), the owner
// writes, and the visitor's very next read shows the change.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { urlOf, type Route } from "@shared/api/endpoint";
import { NO_DRAW_RULES } from "@shared/schema/draw-forms";
import { routes } from "@shared/api/routes";
import type { Db } from "../../server/db/client";
import { menuItems } from "../../server/db/schema";
import { PUBLIC_READS } from "../../server/public-site/public-reads";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";
import type { TestClient } from "../support/http";
import { created } from "../support/recruitment-fixtures";

type Ctx = { admin: TestClient; visitor: TestClient; db: Db };
type Row = Record<string, unknown> & { id: string };
/** Whether a public read's answer shows the write's change. */
type Seen = (answer: unknown) => boolean;
/**
 * One write, made ready: its path parameters and body, the public reads it changes (by path) with
 * how the change shows in each, and what to change behind the caches' back once they are filled.
 */
type Arranged = {
  params?: Record<string, string>;
  body?: unknown;
  reads: Record<string, Seen>;
  behindTheBack?: () => Promise<unknown>;
};
type WriteCase = { arrange: (ctx: Ctx) => Promise<Arranged> } | { noPublicRead: string };

const { menu, offers, reviews, reels, social, recruitment, lottery } = routes;
const keyOf = (route: Route) => `${route.method} ${route.path}`;
// A public list answers an array; the reviews answer their page under `reviews`.
const rows = (answer: unknown) => (Array.isArray(answer) ? answer : (answer as { reviews: Row[] }).reviews) as Row[];
const has = (field: string, value: unknown) => (answer: unknown) => rows(answer).some((row) => row[field] === value);
const lacks = (field: string, value: unknown) => (answer: unknown) => !has(field, value)(answer);
/** Whether `first` comes before `second` (both listed) in the list at `pick`. */
const before =
  (first: string, second: string, pick: (answer: unknown) => Row[] = rows) =>
  (answer: unknown) => {
    const list = pick(answer).map((row) => row.id);
    return list.includes(first) && list.includes(second) && list.indexOf(first) < list.indexOf(second);
  };
const shownDishes = (answer: unknown) => (answer as { dishes: Row[] }).dishes;
const shownCategories = (answer: unknown) => (answer as { categories: Row[] }).categories;
const videoUrl = () => `https://www.youtube.com/watch?v=${unique("v").slice(-11).padStart(11, "a")}`;

const dish = async ({ admin }: Ctx, body: Record<string, unknown> = {}) =>
  (await created(admin, menu.create.path, { name: unique("زنجر "), price: "3.5", ...body })) as Row;
/** A category visitors see: it holds a shown dish. */
const shownCategory = async (ctx: Ctx) => {
  const category = (await created(ctx.admin, menu.createCategory.path, { name: unique("مقبلات ") })) as Row;
  const item = await dish(ctx, { categoryId: category.id });
  return { category, item };
};
const offer = ({ admin }: Ctx) =>
  created(admin, offers.create.path, { title: unique("عرض "), originalPrice: "5", discountedPrice: "4" });
const review = async ({ admin, visitor }: Ctx, approve: boolean) => {
  const res = await visitor.post(reviews.submit.path, { customerName: "سارة", rating: 5, comment: "الطعم رائع جداً" });
  expect(res.status, res.text).toBe(201);
  if (approve) expect((await admin.put(urlOf(reviews.approve, { id: res.body.id }))).status).toBe(200);
  return res.body.id as string;
};
const reel = async ({ admin, visitor }: Ctx, approve: boolean) => {
  const res = await visitor.post(reels.submit.path, { customerName: "سارة", videoUrl: videoUrl() });
  expect(res.status, res.text).toBe(201);
  if (approve) expect((await admin.put(urlOf(reels.approve, { id: res.body.id }))).status).toBe(200);
  return res.body.id as string;
};
const socialLink = ({ admin }: Ctx) =>
  created(admin, social.create.path, {
    platform: "فيسبوك",
    url: `https://facebook.com/${unique("page")}`,
    icon: "facebook",
  });
/** A branch added last, so moving it up or closing it shows. */
const newBranch = ({ admin }: Ctx) =>
  created(admin, routes.branches.create.path, { name: unique("فرع "), slug: unique("branch-") }) as Promise<Row>;
const governorate = ({ admin }: Ctx) => created(admin, recruitment.createGovernorate.path, { name: unique("عمان ") });
/** A governorate visitors see: it has an active area. */
const governorateWithArea = async (ctx: Ctx) => {
  const place = await governorate(ctx);
  const area = await created(ctx.admin, recruitment.createArea.path, {
    name: unique("خلدا "),
    governorateId: place.id,
  });
  return { place, area };
};
const position = ({ admin }: Ctx) => created(admin, recruitment.createPosition.path, { title: unique("كاشير ") });
const question = ({ admin }: Ctx) =>
  created(admin, recruitment.createQuestion.path, { question: unique("هل لديك خبرة؟ ") });
/** No active prize, through the admin API: the draw is closed. */
const closeDraw = async ({ admin }: Ctx) => {
  for (const prize of (await admin.get(lottery.prizes.path)).body as Row[]) {
    if (prize.isActive)
      expect((await admin.put(urlOf(lottery.updatePrize, { id: prize.id }), { isActive: false })).status).toBe(200);
  }
};
const drawOpen = (open: boolean) => (answer: unknown) => (answer as { open: boolean }).open === open;

// Keyed by the route table's "METHOD path": a write the route table gains fails the first test until
// it is here, with the public reads it changes or why no public read shows it.
const CASES: Record<string, WriteCase> = {
  [keyOf(menu.create)]: {
    arrange: async () => {
      const name = unique("زنجر ");
      return {
        body: { name, price: "3.5" },
        reads: { [menu.list.path]: has("name", name), [menu.shown.path]: (a) => has("name", name)(shownDishes(a)) },
      };
    },
  },
  [keyOf(menu.update)]: {
    arrange: async (ctx) => {
      const item = await dish(ctx);
      const name = unique("زنجر حار ");
      return {
        params: { id: item.id },
        body: { name },
        reads: { [menu.list.path]: has("name", name), [menu.shown.path]: (a) => has("name", name)(shownDishes(a)) },
      };
    },
  },
  [keyOf(menu.move)]: {
    arrange: async (ctx) => {
      const { category, item: first } = await shownCategory(ctx);
      const second = await dish(ctx, { categoryId: category.id });
      return {
        params: { id: second.id },
        body: { direction: "up" },
        reads: {
          [menu.list.path]: before(second.id, first.id),
          [menu.shown.path]: before(second.id, first.id, shownDishes),
        },
      };
    },
  },
  [keyOf(menu.soldOut)]: {
    arrange: async (ctx) => {
      const item = await dish(ctx);
      const soldOut = (answer: unknown) => rows(answer).find((row) => row.id === item.id)?.soldOutAt;
      return {
        params: { id: item.id },
        body: { branch: "دابوق", soldOut: true },
        reads: {
          [menu.list.path]: (a) => (soldOut(a) as string[]).includes("دابوق"),
          [menu.shown.path]: (a) => (soldOut(shownDishes(a)) as string[]).includes("دابوق"),
        },
      };
    },
  },
  [keyOf(menu.remove)]: {
    arrange: async (ctx) => {
      const item = await dish(ctx, { isFeatured: true });
      return {
        params: { id: item.id },
        reads: { [menu.list.path]: lacks("id", item.id), [menu.featured.path]: lacks("id", item.id) },
      };
    },
  },
  [keyOf(menu.updateSearchSpellings)]: {
    arrange: async () => {
      const word = unique("كلمة");
      return {
        body: { spellings: [`بطاطس، ${word}`] },
        reads: {
          [menu.searchSpellings.path]: (answer) =>
            (answer as { spellings: string[] }).spellings.includes(`بطاطس، ${word}`),
        },
      };
    },
  },
  [keyOf(menu.createCategory)]: {
    noPublicRead: "a new category is empty, and visitors see a category only while it holds a shown dish",
  },
  [keyOf(menu.updateCategory)]: {
    arrange: async (ctx) => {
      const { category } = await shownCategory(ctx);
      const name = unique("مشروبات ");
      return {
        params: { id: category.id },
        body: { name },
        reads: {
          [menu.categories.path]: has("name", name),
          [menu.shown.path]: (a) => has("name", name)(shownCategories(a)),
        },
      };
    },
  },
  [keyOf(menu.moveCategory)]: {
    arrange: async (ctx) => {
      const { category: first } = await shownCategory(ctx);
      const { category: second } = await shownCategory(ctx);
      return {
        params: { id: second.id },
        body: { direction: "up" },
        reads: {
          [menu.categories.path]: before(second.id, first.id),
          [menu.shown.path]: before(second.id, first.id, shownCategories),
        },
      };
    },
  },
  // Only an empty category may be deleted: its dish leaves behind the caches' back.
  [keyOf(menu.removeCategory)]: {
    arrange: async (ctx) => {
      const { category } = await shownCategory(ctx);
      return {
        params: { id: category.id },
        reads: { [menu.categories.path]: lacks("id", category.id) },
        behindTheBack: () => ctx.db.delete(menuItems).where(eq(menuItems.categoryId, category.id)),
      };
    },
  },
  [keyOf(offers.create)]: {
    arrange: async () => {
      const title = unique("عرض ");
      return {
        body: { title, originalPrice: "5", discountedPrice: "4" },
        reads: { [offers.list.path]: has("title", title) },
      };
    },
  },
  [keyOf(offers.update)]: {
    arrange: async (ctx) => {
      const row = await offer(ctx);
      const title = unique("عرض العائلة ");
      return { params: { id: row.id }, body: { title }, reads: { [offers.list.path]: has("title", title) } };
    },
  },
  [keyOf(offers.remove)]: {
    arrange: async (ctx) => {
      const row = await offer(ctx);
      return { params: { id: row.id }, reads: { [offers.list.path]: lacks("id", row.id) } };
    },
  },
  [keyOf(reviews.create)]: { noPublicRead: "a review an admin types in waits for approval like a visitor's" },
  [keyOf(reviews.approve)]: {
    arrange: async (ctx) => {
      const id = await review(ctx, false);
      return { params: { id }, reads: { [reviews.approved.path]: has("id", id) } };
    },
  },
  [keyOf(reviews.setActive)]: {
    arrange: async (ctx) => {
      const id = await review(ctx, true);
      return { params: { id }, body: { isActive: false }, reads: { [reviews.approved.path]: lacks("id", id) } };
    },
  },
  [keyOf(reviews.remove)]: {
    arrange: async (ctx) => {
      const id = await review(ctx, true);
      return { params: { id }, reads: { [reviews.approved.path]: lacks("id", id) } };
    },
  },
  [keyOf(reels.approve)]: {
    arrange: async (ctx) => {
      const id = await reel(ctx, false);
      return { params: { id }, reads: { [reels.approved.path]: has("id", id) } };
    },
  },
  [keyOf(reels.setActive)]: {
    arrange: async (ctx) => {
      const id = await reel(ctx, true);
      return { params: { id }, body: { isActive: false }, reads: { [reels.approved.path]: lacks("id", id) } };
    },
  },
  [keyOf(reels.remove)]: {
    arrange: async (ctx) => {
      const id = await reel(ctx, true);
      return { params: { id }, reads: { [reels.approved.path]: lacks("id", id) } };
    },
  },
  [keyOf(social.create)]: {
    arrange: async () => {
      const url = `https://facebook.com/${unique("page")}`;
      return { body: { platform: "فيسبوك", url, icon: "facebook" }, reads: { [social.list.path]: has("url", url) } };
    },
  },
  [keyOf(social.update)]: {
    arrange: async (ctx) => {
      const link = await socialLink(ctx);
      const url = `https://facebook.com/${unique("renamed")}`;
      return { params: { id: link.id }, body: { url }, reads: { [social.list.path]: has("url", url) } };
    },
  },
  [keyOf(social.remove)]: {
    arrange: async (ctx) => {
      const link = await socialLink(ctx);
      return { params: { id: link.id }, reads: { [social.list.path]: lacks("id", link.id) } };
    },
  },
  [keyOf(routes["site-settings"].update)]: {
    arrange: async ({ admin }) => {
      const shown = (await admin.get(routes["site-settings"].get.path)).body.showReelsLink as boolean;
      return {
        body: { showReelsLink: !shown },
        reads: {
          [routes["site-settings"].get.path]: (a) => (a as { showReelsLink: boolean }).showReelsLink === !shown,
        },
      };
    },
  },
  [keyOf(routes.terms.update)]: {
    arrange: async () => {
      const content = unique("شروط السحب ");
      return {
        body: { content },
        reads: { [routes.terms.get.path]: (a) => (a as { content: string }).content === content },
      };
    },
  },
  [keyOf(routes.branches.update)]: {
    arrange: async () => {
      const area = unique("دابوق ");
      return {
        params: { slug: "dabouq" },
        body: { area },
        reads: { [routes.branches.list.path]: (a) => rows(a).find((row) => row.slug === "dabouq")?.area === area },
      };
    },
  },
  [keyOf(routes.branches.create)]: {
    arrange: async () => {
      const name = unique("إربد ");
      return {
        body: { name, slug: unique("irbid-") },
        reads: { [routes.branches.list.path]: has("name", name) },
      };
    },
  },
  [keyOf(routes.branches.rename)]: {
    arrange: async (ctx) => {
      const branch = await newBranch(ctx);
      const name = unique("الرمثا ");
      return {
        params: { slug: String(branch.slug) },
        body: { name },
        reads: { [routes.branches.list.path]: has("name", name) },
      };
    },
  },
  [keyOf(routes.branches.move)]: {
    arrange: async (ctx) => {
      const branch = await newBranch(ctx);
      return {
        params: { slug: String(branch.slug) },
        body: { direction: "up" },
        reads: {
          [routes.branches.list.path]: (a) => rows(a).findIndex((row) => row.slug === branch.slug) < rows(a).length - 1,
        },
      };
    },
  },
  [keyOf(routes.branches.setClosed)]: {
    arrange: async (ctx) => {
      const branch = await newBranch(ctx);
      return {
        params: { slug: String(branch.slug) },
        body: { closed: true },
        reads: { [routes.branches.list.path]: lacks("slug", branch.slug) },
      };
    },
  },
  [keyOf(recruitment.createGovernorate)]: {
    noPublicRead: "a new governorate has no area yet, and visitors see a governorate only while it has an active area",
  },
  [keyOf(recruitment.updateGovernorate)]: {
    arrange: async (ctx) => {
      const { place } = await governorateWithArea(ctx);
      const name = unique("الزرقاء ");
      return {
        params: { id: place.id },
        body: { name },
        reads: { [recruitment.governorates.path]: has("name", name) },
      };
    },
  },
  [keyOf(recruitment.removeGovernorate)]: {
    arrange: async (ctx) => {
      const { place, area } = await governorateWithArea(ctx);
      return {
        params: { id: place.id },
        reads: {
          [recruitment.governorates.path]: lacks("id", place.id),
          [recruitment.areas.path]: lacks("id", area.id),
        },
      };
    },
  },
  // The first area also makes its governorate one visitors see.
  [keyOf(recruitment.createArea)]: {
    arrange: async (ctx) => {
      const place = await governorate(ctx);
      const name = unique("خلدا ");
      return {
        body: { name, governorateId: place.id },
        reads: { [recruitment.areas.path]: has("name", name), [recruitment.governorates.path]: has("id", place.id) },
      };
    },
  },
  [keyOf(recruitment.updateArea)]: {
    arrange: async (ctx) => {
      const { area } = await governorateWithArea(ctx);
      const name = unique("الجبيهة ");
      return { params: { id: area.id }, body: { name }, reads: { [recruitment.areas.path]: has("name", name) } };
    },
  },
  [keyOf(recruitment.removeArea)]: {
    arrange: async (ctx) => {
      const { area } = await governorateWithArea(ctx);
      return { params: { id: area.id }, reads: { [recruitment.areas.path]: lacks("id", area.id) } };
    },
  },
  [keyOf(recruitment.createPosition)]: {
    arrange: async () => {
      const title = unique("طباخ ");
      return { body: { title }, reads: { [recruitment.positions.path]: has("title", title) } };
    },
  },
  [keyOf(recruitment.updatePosition)]: {
    arrange: async (ctx) => {
      const row = await position(ctx);
      const title = unique("مدير وردية ");
      return { params: { id: row.id }, body: { title }, reads: { [recruitment.positions.path]: has("title", title) } };
    },
  },
  [keyOf(recruitment.removePosition)]: {
    arrange: async (ctx) => {
      const row = await position(ctx);
      return { params: { id: row.id }, reads: { [recruitment.positions.path]: lacks("id", row.id) } };
    },
  },
  [keyOf(recruitment.createQuestion)]: {
    arrange: async () => {
      const text = unique("هل تعمل ليلاً؟ ");
      return { body: { question: text }, reads: { [recruitment.questions.path]: has("question", text) } };
    },
  },
  [keyOf(recruitment.updateQuestion)]: {
    arrange: async (ctx) => {
      const row = await question(ctx);
      const text = unique("هل تملك سيارة؟ ");
      return {
        params: { id: row.id },
        body: { question: text },
        reads: { [recruitment.questions.path]: has("question", text) },
      };
    },
  },
  [keyOf(recruitment.moveQuestion)]: {
    arrange: async (ctx) => {
      const first = await question(ctx);
      const second = await question(ctx);
      return {
        params: { id: second.id },
        body: { direction: "up" },
        reads: { [recruitment.questions.path]: before(second.id, first.id) },
      };
    },
  },
  [keyOf(recruitment.removeQuestion)]: {
    arrange: async (ctx) => {
      const row = await question(ctx);
      return { params: { id: row.id }, reads: { [recruitment.questions.path]: lacks("id", row.id) } };
    },
  },
  // The draw is open while at least one prize is active.
  [keyOf(lottery.createPrize)]: {
    arrange: async (ctx) => {
      await closeDraw(ctx);
      return { body: { name: unique("جائزة ") }, reads: { [lottery.availability.path]: drawOpen(true) } };
    },
  },
  [keyOf(lottery.updatePrize)]: {
    arrange: async (ctx) => {
      await closeDraw(ctx);
      const prize = await created(ctx.admin, lottery.createPrize.path, { name: unique("جائزة "), isActive: false });
      return {
        params: { id: prize.id },
        body: { isActive: true },
        reads: { [lottery.availability.path]: drawOpen(true) },
      };
    },
  },
  [keyOf(lottery.removePrize)]: {
    arrange: async (ctx) => {
      await closeDraw(ctx);
      const prize = await created(ctx.admin, lottery.createPrize.path, { name: unique("جائزة ") });
      return { params: { id: prize.id }, reads: { [lottery.availability.path]: drawOpen(false) } };
    },
  },
  // The invoice rule is shown on /win before a visitor types.
  [keyOf(lottery.updateDrawSettings)]: {
    arrange: async () => ({
      body: { ...NO_DRAW_RULES, invoiceCharacters: "digits", invoiceMinLength: 6, invoiceMaxLength: 12 },
      reads: {
        [lottery.availability.path]: (answer: unknown) =>
          JSON.stringify((answer as { invoiceRule: unknown }).invoiceRule) ===
          JSON.stringify({ invoiceCharacters: "digits", invoiceMinLength: 6, invoiceMaxLength: 12 }),
      },
    }),
  },
  [keyOf(lottery.handOver)]: { noPublicRead: "a draw entry's hand-over: visitors never see entries" },
  [keyOf(lottery.setEntryStatus)]: { noPublicRead: "a draw entry's status: visitors never see entries" },
  [keyOf(lottery.eraseEntry)]: { noPublicRead: "a draw entry's personal data: visitors never see entries" },
  [keyOf(recruitment.eraseApplication)]: { noPublicRead: "a job application: visitors never see applications" },
  [keyOf(recruitment.changeStage)]: { noPublicRead: "a job application's stage: visitors never see applications" },
  [keyOf(recruitment.addNote)]: { noPublicRead: "a note on a job application: visitors never see applications" },
  [keyOf(routes.orders.updateBranchSettings)]: {
    noPublicRead: "a branch's ordering settings: GET /api/ordering is read fresh on every call, never cached",
  },
  [keyOf(routes.orders.blockPhone)]: { noPublicRead: "the phone block list: visitors never see it" },
  [keyOf(routes["order-board"].changeStatus)]: {
    noPublicRead: "an order's status: its visitor reads it uncached by token, and the page caches stay warm",
  },
  [keyOf(routes.orders.unblockPhone)]: { noPublicRead: "the phone block list: visitors never see it" },
  [keyOf(routes.overview.applicationsSeen)]: { noPublicRead: "when this admin last opened the applications" },
  [keyOf(routes.privacy.updateSettings)]: { noPublicRead: "how long applications are kept: no public read shows it" },
  [keyOf(routes.images.uploadUrl)]: { noPublicRead: "a signed URL for one upload; nothing names the image yet" },
  [keyOf(routes.images.process)]: {
    noPublicRead: "an uploaded image's web copies; visitors see it once a dish, offer or branch names it",
  },
  [keyOf(routes.staff.createAccount)]: { noPublicRead: "a staff account" },
  [keyOf(routes.staff.setAccountDisabled)]: { noPublicRead: "a staff account" },
  [keyOf(routes.staff.setAccountRole)]: { noPublicRead: "a staff account" },
  [keyOf(routes.staff.setAccountName)]: { noPublicRead: "a colleague's full name: visitors never see staff" },
  [keyOf(routes.staff.setOwnName)]: { noPublicRead: "one's own full name: visitors never see staff" },
  [keyOf(routes.staff.resetPassword)]: { noPublicRead: "a staff account's password" },
  [keyOf(routes.staff.changePassword)]: { noPublicRead: "the admin's own password" },
  [keyOf(routes.staff.endSession)]: { noPublicRead: "one of the admin's own sessions" },
};

/** Every write of the route table that only staff may make. */
const ADMIN_WRITES = Object.values(routes)
  .flatMap((table) => Object.values(table) as Route[])
  .filter((route) => route.method !== "GET" && route.access !== "public");

describe("an admin's write shows on the next public read, though the read before it was cached", () => {
  const suite = startAdminApp();
  let ctx: Ctx;
  beforeAll(() => {
    ctx = { admin: suite.admin, visitor: suite.app.client(), db: suite.app.db };
  });

  it("has a case for every admin write in the route table, and for nothing else", () => {
    expect(Object.keys(CASES).sort()).toEqual(ADMIN_WRITES.map(keyOf).sort());
  });

  for (const route of ADMIN_WRITES) {
    const c = CASES[keyOf(route)];
    if (!c || "noPublicRead" in c) continue;
    it(`${keyOf(route)}: the visitor's next read after the write shows it`, async () => {
      const { params, body, reads, behindTheBack } = await c.arrange(ctx);
      expect(Object.keys(reads).length).toBeGreaterThan(0);
      for (const [read, seen] of Object.entries(reads)) {
        expect(PUBLIC_READS.has(read), `${read} is a cached public read`).toBe(true);
        for (const _ of ["fills the cache", "comes from the cache"]) {
          const answer = await ctx.visitor.get(read);
          expect(answer.status, read).toBe(200);
          expect(seen(answer.body), `${read} before the write`).toBe(false);
        }
      }
      await behindTheBack?.();
      const res = await ctx.admin.request(route.method, urlOf(route, params), body);
      expect(res.status, res.text).toBeLessThan(300);
      for (const [read, seen] of Object.entries(reads)) {
        const answer = await ctx.visitor.get(read);
        expect(answer.status, read).toBe(200);
        expect(seen(answer.body), `${read} after the write`).toBe(true);
      }
    });
  }
});
