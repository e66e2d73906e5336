// The GETs with effects (the applicants' CSV export, recorded in the caller's name, and the full
// backup) refuse a browser's cross-site request, which a link on another site would make with the
// Lax session cookie; the scheduled job's backup token keeps working.
import { beforeAll, describe, expect, it } from "vitest";
import type { Route } from "@shared/api/endpoint";
import { routes } from "@shared/api/routes";
import { applicationExports } from "../../server/db/schema";
import { CROSS_SITE_DOWNLOAD } from "../../server/middleware/origin-check";
import { startAdminApp } from "../support/admin-app";
import { signInAdmin } from "../support/factories";
import type { TestClient } from "../support/http";

const BACKUP_TOKEN = "backup-token-for-cross-site-tests-0123456789";
const CROSS_SITE = { "Sec-Fetch-Site": "cross-site" };

describe("GETs with effects and cross-site requests", () => {
  const suite = startAdminApp({ backupToken: BACKUP_TOKEN });
  let manager: TestClient;
  const exportsCount = async () => (await suite.app.db.select().from(applicationExports)).length;

  beforeAll(async () => {
    manager = suite.app.client();
    await signInAdmin(suite.app.db, manager, { role: "manager", branches: ["al-yasmeen"] });
  });

  it("marks exactly the export and the backup as GETs with effects in the route table", () => {
    const marked = Object.values(routes).flatMap((table) =>
      (Object.values(table) as Route[])
        .filter((route) => route.effects)
        .map((route) => `${route.method} ${route.path}`),
    );
    expect(marked.sort()).toEqual(
      [`GET ${routes.backup.download.path}`, `GET ${routes.recruitment.exportApplications.path}`].sort(),
    );
  });

  it("refuses a cross-site export with 403 in Arabic and records nothing; the dashboard's own link exports", async () => {
    const path = routes.recruitment.exportApplications.path;
    const before = await exportsCount();
    for (const client of [manager, suite.admin]) {
      const refused = await client.get(path, CROSS_SITE);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: "forbidden", message: CROSS_SITE_DOWNLOAD });
    }
    expect(await exportsCount()).toBe(before);

    for (const site of ["same-origin", "none"]) {
      const ok = await manager.get(path, { "Sec-Fetch-Site": site });
      expect(ok.status, site).toBe(200);
      expect(ok.headers.get("content-type")).toMatch(/^text\/csv/);
    }
    expect(await exportsCount()).toBe(before + 2);
  });

  it("refuses a cross-site backup download; the owner's own and the token's still download", async () => {
    const path = routes.backup.download.path;
    const refused = await suite.admin.get(path, CROSS_SITE);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: "forbidden", message: CROSS_SITE_DOWNLOAD });
    expect(refused.headers.get("content-disposition")).toBeNull();

    const own = await suite.admin.get(path, { "Sec-Fetch-Site": "same-origin" });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-disposition")).toMatch(/attachment/);

    const job = await suite.app.client().get(path, { Authorization: `Bearer ${BACKUP_TOKEN}` });
    expect(job.status).toBe(200);
    expect(job.headers.get("content-type")).toBe("application/gzip");
  });
});
