// Every endpoint of the route table, called as the owner, a branch manager, a cashier and a
// visitor: a role below the endpoint's gets 403 with the Arabic message and changes nothing; a role
// at or above it gets past the role check. The lists of what a manager and a cashier may call are
// written out here, so a route table that widens a role fails this file.
import { beforeAll, describe, expect, it } from "vitest";
import type { Access, Route } from "@shared/api/endpoint";
import { routes } from "@shared/api/routes";
import type { StaffRole } from "@shared/schema/enums";
import { ROLE_FORBIDDEN } from "../../server/middleware/staff-access";
import { startAdminApp } from "../support/admin-app";
import { dbFingerprint } from "../support/db-fingerprint";
import { signInAdmin } from "../support/factories";
import type { TestClient } from "../support/http";

const BRANCH_A = "al-yasmeen";
const STAFF_ACCESS: readonly Access[] = ["owner", "manager", "cashier", "ownerOrToken"];
// Sessions roll on every request; a refused request may still count toward a rate limit.
const ALWAYS_CHANGING = ["sessions", "rate_limit_hits", "content_version"];

const endpoints = Object.entries(routes).flatMap(([feature, table]) =>
  Object.entries(table as unknown as Record<string, Route>).map(([name, route]) => ({
    key: `${feature}.${name}`,
    route,
  })),
);
const staffEndpoints = endpoints.filter((e) => STAFF_ACCESS.includes(e.route.access));

// What a branch manager may call beyond a cashier: their branches, hiring for their areas, the entries
// handed over there, and moderating reviews and reels. Everything else signed-in is the owner's.
const MANAGER_ENDPOINTS = [
  "branches.adminList",
  "branches.update",
  "images.uploadUrl",
  "images.process",
  "lottery.entries",
  "lottery.exportEntries",
  "orders.branchSettings",
  "orders.updateBranchSettings",
  "orders.blockedPhones",
  "orders.blockPhone",
  "orders.unblockPhone",
  "overview.attention",
  "overview.applicationsSeen",
  "overview.charts",
  "order-board.phones",
  "recruitment.applications",
  "recruitment.exportApplications",
  "recruitment.applicationAnswers",
  "recruitment.changeStage",
  "recruitment.applicationTimeline",
  "recruitment.addNote",
  "reels.list",
  "reels.approve",
  "reels.setActive",
  "reels.remove",
  "reviews.list",
  "reviews.approve",
  "reviews.setActive",
  "reviews.remove",
];
// A cashier: the draw at the counter, "sold out today" at their branch, the order board of their
// branches, the branch names history shows, their own full name and sessions, nothing else.
const CASHIER_ENDPOINTS = [
  "branches.names",
  "lottery.lookupInvoice",
  "lottery.handOver",
  "menu.soldOut",
  "order-board.list",
  "order-board.changeStatus",
  "order-board.history",
  "order-board.events",
  "order-board.waiting",
  "order-board.summary",
  "staff.setOwnName",
  "staff.sessions",
  "staff.endSession",
];

const fill = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) => (name === "slug" ? BRANCH_A : "00000000-0000-4000-8000-000000000000"));

describe("role matrix: every route of the route table, by role", () => {
  const suite = startAdminApp();
  const clients = {} as Record<StaffRole, TestClient>;

  beforeAll(async () => {
    clients.owner = suite.admin;
    clients.manager = suite.app.client();
    await signInAdmin(suite.app.db, clients.manager, { role: "manager", branches: [BRANCH_A] });
    clients.cashier = suite.app.client();
    await signInAdmin(suite.app.db, clients.cashier, { role: "cashier", branches: [BRANCH_A] });
  });

  const call = (client: TestClient, route: Route) =>
    client.request(route.method, fill(route.path), route.method === "GET" ? undefined : {});

  it("declares a staff role on every endpoint that is not public or the password change", () => {
    const others = endpoints.filter((e) => !STAFF_ACCESS.includes(e.route.access));
    expect(others.every((e) => e.route.access === "public" || e.key === "staff.changePassword")).toBe(true);
    expect(staffEndpoints.length).toBeGreaterThan(50);
  });

  it("admits a manager to exactly the branch, hiring, draw-entry and moderation endpoints", () => {
    const admitted = staffEndpoints.filter((e) => e.route.access === "manager" || e.route.access === "cashier");
    expect(admitted.map((e) => e.key).sort()).toEqual([...MANAGER_ENDPOINTS, ...CASHIER_ENDPOINTS].sort());
  });

  it("admits a cashier to exactly the draw at the counter, sold out at their branch and their own sessions", () => {
    const admitted = staffEndpoints.filter((e) => e.route.access === "cashier");
    expect(admitted.map((e) => e.key).sort()).toEqual([...CASHIER_ENDPOINTS].sort());
  });

  it("answers a role below the endpoint's with 403 and the Arabic message, changing nothing", {
    timeout: 120_000,
  }, async () => {
    for (const role of ["manager", "cashier"] as const) {
      const refused = staffEndpoints.filter((e) =>
        role === "manager"
          ? !MANAGER_ENDPOINTS.concat(CASHIER_ENDPOINTS).includes(e.key)
          : !CASHIER_ENDPOINTS.includes(e.key),
      );
      for (const { key, route } of refused) {
        const before = await dbFingerprint(suite.app.db, ALWAYS_CHANGING);
        const res = await call(clients[role], route);
        expect({ key, role, status: res.status, body: res.body }).toEqual({
          key,
          role,
          status: 403,
          body: { code: "forbidden", message: ROLE_FORBIDDEN },
        });
        expect(await dbFingerprint(suite.app.db, ALWAYS_CHANGING), key).toEqual(before);
      }
    }
  });

  it("lets each role at or above the endpoint's past the role check", { timeout: 120_000 }, async () => {
    for (const role of ["owner", "manager", "cashier"] as const) {
      const admitted = staffEndpoints.filter((e) =>
        role === "owner"
          ? true
          : role === "manager"
            ? MANAGER_ENDPOINTS.concat(CASHIER_ENDPOINTS).includes(e.key)
            : CASHIER_ENDPOINTS.includes(e.key),
      );
      for (const { key, route } of admitted) {
        const res = await call(clients[role], route);
        const where = `${role} ${key}: ${res.status} ${res.text.slice(0, 200)}`;
        expect([401, 403], where).not.toContain(res.status);
        expect(res.status, where).toBeLessThan(500);
      }
    }
  });

  it("answers a visitor with 401 on every staff endpoint", async () => {
    const visitor = suite.app.client();
    for (const { key, route } of staffEndpoints) {
      expect({ key, status: (await call(visitor, route)).status }).toEqual({ key, status: 401 });
    }
  });
});
