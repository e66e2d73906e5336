// The owner's branch list: adding a branch, renaming it (everything that names it follows in one
// transaction), reordering and closing it (it leaves the public site and stays in the history).
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { FIRST_BRANCHES } from "@shared/branches";
import { BRANCH_LIST_MESSAGES } from "@shared/schema/branches-forms";
import { UNKNOWN_BRANCH } from "@shared/schema/fields";
import { auditLog, branches, lotteryEntries, menuItems, offers, prizes, users } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";
import { parseCsv } from "../support/parse-csv";
import { sourcePages } from "../support/source-pages";

const week = Array.from({ length: 7 }, () => [{ open: "11:00", close: "23:00" }]);
/** A Latin name no other test uses, its slug, and a fresh Arabic name. */
const newBranch = (extra: Record<string, unknown> = {}) => {
  const latin = unique("Irbid Street ");
  return { name: unique("إربد "), slug: latin, hours: week, phone: "0791234567", address: "شارع الجامعة", ...extra };
};
const slugOf = (latin: string) =>
  latin
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

describe("the branch list", () => {
  const suite = startAdminApp();
  let admin: TestClient;
  beforeAll(() => {
    admin = suite.admin;
  });
  const db = () => suite.app.db;
  const visitor = () => suite.app.client();
  const publicNames = async () =>
    ((await visitor().get("/api/branches")).body as { name: string; slug: string }[]).map((b) => b.name);
  const add = async (extra: Record<string, unknown> = {}) => {
    const body = newBranch(extra);
    const res = await admin.post("/api/branches", body);
    expect(res.status, res.text).toBe(201);
    return res.body as { slug: string; name: string };
  };

  it("starts with the four first branches as rows, in order, with their slugs unchanged", async () => {
    const rows = await db().select().from(branches).orderBy(branches.position);
    expect(rows.slice(0, 4).map((row) => ({ slug: row.slug, name: row.name, closedAt: row.closedAt }))).toEqual(
      FIRST_BRANCHES.map((branch) => ({ ...branch, closedAt: null })),
    );
    expect((await visitor().get("/api/branches")).body.slice(0, 4).map((b: { slug: string }) => b.slug)).toEqual([
      "al-yasmeen",
      "dabouq",
      "airport-road",
      "hashmi-north",
    ]);
  });

  it("adds a branch last, its slug made from the Latin name, shown to visitors with its hours and phone", async () => {
    const body = newBranch();
    const res = await admin.post("/api/branches", body);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ slug: slugOf(body.slug), name: body.name, phone: "0791234567", closedAt: null });
    const shown = (await visitor().get("/api/branches")).body as { slug: string; hours: unknown }[];
    expect(shown.at(-1)).toMatchObject({ slug: slugOf(body.slug), name: body.name, hours: week });
    expect(shown.at(-1)).not.toHaveProperty("closedAt");
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.resourceId, slugOf(body.slug)));
    expect(audit).toMatchObject({ action: "create", resource: "branches" });
  });

  it("refuses a taken name or slug, a blank Latin name, and a cashier or manager adding one; nothing is written", async () => {
    const first = await add();
    const count = async () => (await db().select().from(branches)).length;
    const before = await count();
    const sameName = await admin.post("/api/branches", newBranch({ name: first.name }));
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe(BRANCH_LIST_MESSAGES.nameTaken);
    const sameSlug = await admin.post("/api/branches", newBranch({ slug: first.slug.toUpperCase() }));
    expect(sameSlug.status).toBe(409);
    expect(sameSlug.body.message).toBe(BRANCH_LIST_MESSAGES.slugTaken);
    const noLatin = await admin.post("/api/branches", newBranch({ slug: "إربد" }));
    expect(noLatin.status).toBe(400);
    expect(noLatin.body.message).toBe(BRANCH_LIST_MESSAGES.latin);
    const manager = visitor();
    await signInAdmin(db(), manager, { role: "manager", branches: ["dabouq"] });
    expect((await manager.post("/api/branches", newBranch())).status).toBe(403);
    expect((await manager.put(`/api/branches/dabouq/name`, { name: unique("دابوق ") })).status).toBe(403);
    expect((await manager.put(`/api/branches/dabouq/closed`, { closed: true })).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it("renames a branch: its slug stays, and dishes, offers, sold-out marks and prizes name it by the new name", async () => {
    const branch = await add();
    const other = FIRST_BRANCHES[1].name;
    const dish = await admin.post("/api/menu-items", {
      name: unique("زنجر "),
      price: "3.5",
      branches: [branch.name, other],
    });
    expect(dish.status, dish.text).toBe(201);
    expect(
      (await admin.put(`/api/menu-items/${dish.body.id}/sold-out`, { branch: branch.name, soldOut: true })).status,
    ).toBe(200);
    const offer = await admin.post("/api/offers", {
      title: unique("عرض "),
      originalPrice: "5",
      discountedPrice: "4",
      branches: [branch.name],
    });
    expect(offer.status, offer.text).toBe(201);
    const prize = await admin.post("/api/prizes", { name: unique("جائزة "), branches: [branch.name] });
    expect(prize.status, prize.text).toBe(201);

    const name = unique("طريق إربد ");
    const res = await admin.put(`/api/branches/${branch.slug}/name`, { name });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ slug: branch.slug, name });

    const [dishRow] = await db().select().from(menuItems).where(eq(menuItems.id, dish.body.id));
    expect(dishRow.branches).toEqual([name, other]);
    expect(Object.keys(dishRow.soldOutUntil)).toEqual([name]);
    const [offerRow] = await db().select().from(offers).where(eq(offers.id, offer.body.id));
    expect(offerRow.branches).toEqual([name]);
    const [prizeRow] = await db().select().from(prizes).where(eq(prizes.id, prize.body.id));
    expect(prizeRow.branches).toEqual([name]);
    // The public answers keep their shape: branch names.
    const shown = (await visitor().get("/api/menu-items")).body.find((d: { id: string }) => d.id === dish.body.id);
    expect(shown).toMatchObject({ branches: [name, other], soldOutAt: [name] });
    expect(await publicNames()).toContain(name);
    expect(await publicNames()).not.toContain(branch.name);
    // The old name is no branch's any more.
    const stale = await admin.put(`/api/menu-items/${dish.body.id}`, { branches: [branch.name] });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(UNKNOWN_BRANCH);
  });

  it("refuses a rename to another branch's name, and repeating a rename changes nothing", async () => {
    const branch = await add();
    const taken = await admin.put(`/api/branches/${branch.slug}/name`, { name: FIRST_BRANCHES[0].name });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(BRANCH_LIST_MESSAGES.nameTaken);
    const name = unique("الرمثا ");
    expect((await admin.put(`/api/branches/${branch.slug}/name`, { name })).status).toBe(200);
    expect((await admin.put(`/api/branches/${branch.slug}/name`, { name })).status).toBe(200);
    const [row] = await db().select().from(branches).where(eq(branches.slug, branch.slug));
    expect(row.name).toBe(name);
    expect((await admin.put("/api/branches/no-such-branch/name", { name: unique("س ") })).status).toBe(404);
  });

  it("a rename racing an edit of a dish's branches never leaves the dish naming a name no branch has", async () => {
    for (let round = 0; round < 4; round++) {
      const branch = await add();
      const dish = await admin.post("/api/menu-items", { name: unique("بروستد "), price: "4", branches: [] });
      const name = unique("الزرقاء ");
      const [edit, rename] = await Promise.all([
        admin.put(`/api/menu-items/${dish.body.id}`, { branches: [branch.name] }),
        admin.put(`/api/branches/${branch.slug}/name`, { name }),
      ]);
      expect(rename.status, rename.text).toBe(200);
      const [row] = await db().select().from(menuItems).where(eq(menuItems.id, dish.body.id));
      if (edit.status === 200) expect(row.branches).toEqual([name]);
      else {
        expect(edit.status).toBe(400);
        expect(edit.body.message).toBe(UNKNOWN_BRANCH);
        expect(row.branches).toEqual([]);
      }
    }
  });

  it("reorders: a branch moves up and down, the public list follows, the first cannot go up", async () => {
    const branch = await add();
    const up = await admin.post(`/api/branches/${branch.slug}/move`, { direction: "up" });
    expect(up.status, up.text).toBe(200);
    const slugs = async () => ((await visitor().get("/api/branches")).body as { slug: string }[]).map((b) => b.slug);
    const order = await slugs();
    expect(order.indexOf(branch.slug)).toBe(order.length - 2);
    expect((await admin.post(`/api/branches/${branch.slug}/move`, { direction: "down" })).status).toBe(200);
    expect((await slugs()).at(-1)).toBe(branch.slug);
    const first = await admin.post("/api/branches/al-yasmeen/move", { direction: "up" });
    expect(first.status).toBe(400);
    expect(first.body.message).toBe(BRANCH_LIST_MESSAGES.first);
    expect((await slugs()).slice(0, 4)).toEqual(FIRST_BRANCHES.map((b) => b.slug));
  });

  it("closes a branch: it leaves the public list, its ?branch= page and new writes; the dashboard and history keep its name", async () => {
    const branch = await add();
    const cashier = visitor();
    const staff = await signInAdmin(db(), cashier, { role: "cashier", branches: [branch.slug] });
    const prize = await admin.post("/api/prizes", { name: unique("جائزة ") });
    const [entry] = await db()
      .insert(lotteryEntries)
      .values({ invoiceNumber: "C-1", invoiceNormal: unique("c"), phoneNumber: "0791234567", prizeId: prize.body.id })
      .returning();
    const handed = await cashier.put(`/api/lottery-entries/${entry.id}/hand-over`, {
      branch: branch.slug,
      originalInvoice: true,
    });
    expect(handed.status, handed.text).toBe(200);

    const res = await admin.put(`/api/branches/${branch.slug}/closed`, { closed: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body.closedAt).not.toBeNull();
    // Repeating the close changes nothing.
    const again = await admin.put(`/api/branches/${branch.slug}/closed`, { closed: true });
    expect(again.body.closedAt).toBe(res.body.closedAt);

    expect(await publicNames()).not.toContain(branch.name);
    const admins = (await admin.get("/api/admin/branches")).body as { slug: string; closedAt: string | null }[];
    expect(admins.find((b) => b.slug === branch.slug)?.closedAt).toBe(res.body.closedAt);
    // New writes cannot name it.
    const dish = await admin.post("/api/menu-items", { name: unique("زنجر "), price: "3", branches: [branch.name] });
    expect(dish.status).toBe(400);
    expect(dish.body.message).toBe(UNKNOWN_BRANCH);
    const [other] = await db()
      .insert(lotteryEntries)
      .values({ invoiceNumber: "C-2", invoiceNormal: unique("c"), phoneNumber: "0791234567", prizeId: prize.body.id })
      .returning();
    const refused = await cashier.put(`/api/lottery-entries/${other.id}/hand-over`, {
      branch: branch.slug,
      originalInvoice: true,
    });
    expect(refused.status).toBe(400);
    // The history keeps it by its name: the hand-over CSV, the audit log, the staff scope.
    const csv = parseCsv((await admin.get("/api/lottery-entries/export")).text);
    expect(csv.some((row) => row.includes(branch.name))).toBe(true);
    const log = (await admin.get("/api/admin/audit-log?resource=branches&pageSize=50")).body as {
      resourceId: string;
      recordName: string | null;
      action: string;
    }[];
    expect(log.find((row) => row.resourceId === branch.slug && row.action === "close")?.recordName).toBe(branch.name);
    const [account] = await db().select().from(users).where(eq(users.username, staff.username));
    expect(account.branches).toEqual([branch.slug]);

    // Opened again, it is back.
    expect((await admin.put(`/api/branches/${branch.slug}/closed`, { closed: false })).status).toBe(200);
    expect(await publicNames()).toContain(branch.name);
  });
});

const ORIGIN = "https://broasted.example";
const main = (html: string) => html.match(/<main[\s\S]*<\/main>/)![0];
const branchIds = (html: string) =>
  [...html.matchAll(/"@id":"([^"]*#branch-[^"]*)"/g)].map((m) => m[1]).filter((id, i, all) => all.indexOf(id) === i);

describe("a branch added, then closed, on the server-rendered home page", () => {
  const suite = startAdminApp({ publicUrl: ORIGIN }, { client: { pages: sourcePages() } });

  it("shows a new branch's card, chip and JSON-LD; closed, all three go and its ?branch= page is the plain one", async () => {
    const { admin } = suite;
    const visitor = suite.app.client();
    const body = newBranch();
    const slug = slugOf(body.slug);
    expect((await admin.post("/api/branches", body)).status).toBe(201);
    const dish = unique("زنجر خاص ");
    expect((await admin.post("/api/menu-items", { name: dish, price: "2", branches: [body.name] })).status).toBe(201);

    const home = (await visitor.get("/")).text;
    expect(main(home)).toMatch(new RegExp(`${body.name}</h3>`));
    expect(main(home)).toContain(`href="/?branch=${slug}#menu"`);
    expect(branchIds(home)).toContain(`${ORIGIN}/#branch-${slug}`);
    const narrowed = (await visitor.get(`/?branch=${slug}`)).text;
    expect(main(narrowed)).toMatch(new RegExp(`<a[^>]*aria-current="true"[^>]*>${body.name}</a>`));
    expect(main(narrowed)).toContain(dish);

    expect((await admin.put(`/api/branches/${slug}/closed`, { closed: true })).status).toBe(200);
    const after = (await visitor.get("/")).text;
    expect(main(after)).not.toContain(`${body.name}</h3>`);
    expect(main(after)).not.toContain(`?branch=${slug}`);
    expect(branchIds(after)).not.toContain(`${ORIGIN}/#branch-${slug}`);
    expect(branchIds(after).slice(0, 4)).toEqual(FIRST_BRANCHES.map((b) => `${ORIGIN}/#branch-${b.slug}`));
    const closed = (await visitor.get(`/?branch=${slug}`)).text;
    expect(main(closed)).not.toMatch(/aria-current="true"[^>]*>[^<]*إربد/);
    expect(main(closed)).toBe(main(after));
  });
});
