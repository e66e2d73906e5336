// A staff session cookie never travels in an answer a shared cache may keep: every public read,
// right after a save emptied the caches, read by the owner, a branch manager, a cashier and a
// visitor, through the server's real listener.
import { beforeAll, describe, expect, it } from "vitest";
import { routes } from "@shared/api/routes";
import type { StaffRole } from "@shared/schema/enums";
import { PUBLIC_READS } from "../../server/public-site/public-reads";
import { startAdminApp } from "../support/admin-app";
import { signInAdmin } from "../support/factories";
import type { TestClient } from "../support/http";

const BRANCH = "al-yasmeen";
const isShared = (cacheControl: string | null) => /\b(public|s-maxage)\b/.test(cacheControl ?? "");

describe("public reads and the session cookie", () => {
  const suite = startAdminApp();
  const clients = {} as Record<StaffRole | "visitor", TestClient>;
  let flag = false;

  beforeAll(async () => {
    clients.owner = suite.admin;
    clients.visitor = suite.app.client();
    clients.manager = suite.app.client();
    await signInAdmin(suite.app.db, clients.manager, { role: "manager", branches: [BRANCH] });
    clients.cashier = suite.app.client();
    await signInAdmin(suite.app.db, clients.cashier, { role: "cashier", branches: [BRANCH] });
  });

  // A save by the owner: every cached public answer is dropped, so the next read goes through Express.
  const save = async () => {
    flag = !flag;
    const res = await clients.owner.put(routes["site-settings"].update.path, { showReelsLink: flag });
    expect(res.status).toBe(200);
  };

  it("never sends Set-Cookie beside a public cache header, and public answers carry no cookie at all", async () => {
    const paths = [...PUBLIC_READS.keys()];
    expect(paths.length).toBeGreaterThanOrEqual(15);
    let sharedAnswers = 0;
    for (const who of ["owner", "manager", "cashier", "visitor"] as const) {
      for (const query of ["", "?active=true"]) {
        await save();
        for (const path of paths) {
          const res = await clients[who].get(path + query);
          const where = `${who} GET ${path}${query}`;
          expect(res.status, where).toBe(200);
          const cookies = res.headers.getSetCookie();
          const cacheControl = res.headers.get("cache-control");
          if (isShared(cacheControl)) {
            sharedAnswers++;
            expect(cookies, where).toEqual([]);
          }
          if (cookies.length) expect(cacheControl, where).toBe("no-store");
        }
      }
    }
    // The visitor's view is the shared one: every read of it, staff included, came from the cache.
    expect(sharedAnswers).toBeGreaterThan(paths.length * 4);
  });

  it("leaves the session alone on a read that is the same for everyone, even right after a save", async () => {
    await save();
    const res = await clients.cashier.get(routes["site-settings"].get.path);
    expect(res.headers.get("cache-control")).toBe("public, max-age=5, stale-while-revalidate=30");
    expect(res.headers.getSetCookie()).toEqual([]);
    // The session itself still works for what the cashier may do.
    expect((await clients.cashier.get(routes.auth.session.path)).body).toMatchObject({
      authenticated: true,
      role: "cashier",
    });
  });

  it("answers a list with hidden rows for its manager from the route, private and with the rolled cookie", async () => {
    await save();
    const res = await clients.owner.get(routes.menu.list.path);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.getSetCookie().length).toBe(1);
  });
});
