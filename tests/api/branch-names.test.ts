// The dashboard names history by every branch, closed ones too: a signed-in list of slugs, names and
// a closed flag, open to every role with a password of its own, refused to a visitor. A scope or an
// area keeps a branch closed since it was chosen, and cannot newly choose one.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { FIRST_BRANCHES } from "@shared/branches";
import { MESSAGES as RECRUITMENT_MESSAGES } from "@shared/schema/recruitment-forms";
import { STAFF_MESSAGES } from "@shared/schema/staff-forms";
import { ADMIN_REQUIRED, PASSWORD_CHANGE_REQUIRED } from "../../server/middleware/staff-access";
import { areas, branches, users } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { signInAdmin, unique } from "../support/factories";

const week = Array.from({ length: 7 }, () => [{ open: "11:00", close: "23:00" }]);
type Named = { slug: string; name: string; closed: boolean };

describe("the signed-in list of branch names", () => {
  const suite = startAdminApp();
  /** A branch of this test's own, then closed by the owner. */
  const closedBranch = async () => {
    const created = await suite.admin.post("/api/branches", {
      name: unique("الزرقاء "),
      slug: unique("Zarqa "),
      hours: week,
      phone: "0791234567",
      address: "شارع الملك عبدالله",
    });
    expect(created.status, created.text).toBe(201);
    const slug = created.body.slug as string;
    expect((await suite.admin.put(`/api/branches/${slug}/closed`, { closed: true })).status).toBe(200);
    return { slug, name: created.body.name as string };
  };

  it("gives a cashier every branch in order, a closed one by its name and flagged, while visitors no longer see it", async () => {
    const closed = await closedBranch();
    const cashier = suite.app.client();
    await signInAdmin(suite.app.db, cashier, { role: "cashier", branches: ["dabouq"] });
    const res = await cashier.get("/api/admin/branch-names");
    expect(res.status, res.text).toBe(200);
    const list = res.body as Named[];
    expect(list.slice(0, 4)).toEqual(FIRST_BRANCHES.map((branch) => ({ ...branch, closed: false })));
    expect(list).toContainEqual({ ...closed, closed: true });
    const [row] = await suite.app.db.select().from(branches).where(eq(branches.slug, closed.slug));
    expect(row.closedAt).not.toBeNull();
    const shown = (await suite.app.client().get("/api/branches")).body as { slug: string }[];
    expect(shown.map((branch) => branch.slug)).not.toContain(closed.slug);
  });

  it("gives a branch manager every branch, not only those of their scope", async () => {
    const closed = await closedBranch();
    const manager = suite.app.client();
    await signInAdmin(suite.app.db, manager, { role: "manager", branches: ["al-yasmeen"] });
    const res = await manager.get("/api/admin/branch-names");
    expect(res.status).toBe(200);
    const slugs = (res.body as Named[]).map((branch) => branch.slug);
    expect(slugs).toEqual(expect.arrayContaining([...FIRST_BRANCHES.map((branch) => branch.slug), closed.slug]));
  });

  it("refuses a visitor with 401", async () => {
    const res = await suite.app.client().get("/api/admin/branch-names");
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: "unauthorized", message: ADMIN_REQUIRED });
  });

  it("refuses an account still on its temporary password with 403", async () => {
    const client = suite.app.client();
    const account = await signInAdmin(suite.app.db, client, { role: "cashier", branches: ["dabouq"] });
    await suite.app.db.update(users).set({ mustChangePassword: true }).where(eq(users.username, account.username));
    const res = await client.get("/api/admin/branch-names");
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "forbidden", message: PASSWORD_CHANGE_REQUIRED });
  });

  it("a colleague keeps a closed branch of theirs through a role edit, but cannot be given one", async () => {
    const closed = await closedBranch();
    const colleague = await suite.admin.post("/api/admin/accounts", {
      username: unique("rami"),
      password: "temp-pass-1",
      role: "cashier",
      branches: ["dabouq"],
    });
    expect(colleague.status).toBe(201);
    const id = colleague.body.id as string;
    const branchesOf = async () =>
      (await suite.app.db.select({ branches: users.branches }).from(users).where(eq(users.id, id)))[0].branches;

    const gained = await suite.admin.put(`/api/admin/accounts/${id}/role`, {
      role: "cashier",
      branches: ["dabouq", closed.slug],
    });
    expect(gained.status).toBe(400);
    expect(gained.body.message).toBe(STAFF_MESSAGES.branch);
    expect(await branchesOf()).toEqual(["dabouq"]);

    // Given while open, then the branch closed: a role change keeps it.
    const other = await closedBranch();
    await suite.app.db
      .update(users)
      .set({ branches: ["dabouq", other.slug] })
      .where(eq(users.id, id));
    const kept = await suite.admin.put(`/api/admin/accounts/${id}/role`, {
      role: "manager",
      branches: ["dabouq", other.slug],
    });
    expect(kept.status, kept.text).toBe(200);
    expect(await branchesOf()).toEqual(["dabouq", other.slug]);
  });

  it("an area keeps the closed branch it hires for through an edit, but cannot newly choose one", async () => {
    const closed = await closedBranch();
    const governorate = await suite.admin.post("/api/governorates", { name: unique("مادبا ") });
    expect(governorate.status).toBe(201);
    const area = await suite.admin.post("/api/areas", {
      name: unique("منطقة "),
      governorateId: governorate.body.id,
      branchSlug: "dabouq",
    });
    expect(area.status).toBe(201);
    const id = area.body.id as string;
    const moved = await suite.admin.put(`/api/areas/${id}`, { branchSlug: closed.slug });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe(RECRUITMENT_MESSAGES.areaBranch);
    const [before] = await suite.app.db.select().from(areas).where(eq(areas.id, id));
    expect(before.branchSlug).toBe("dabouq");

    await suite.app.db.update(areas).set({ branchSlug: closed.slug }).where(eq(areas.id, id));
    const renamed = unique("منطقة معدلة ");
    const kept = await suite.admin.put(`/api/areas/${id}`, { name: renamed, branchSlug: closed.slug });
    expect(kept.status, kept.text).toBe(200);
    const [after] = await suite.app.db.select().from(areas).where(eq(areas.id, id));
    expect(after).toMatchObject({ name: renamed, branchSlug: closed.slug });
  });
});
