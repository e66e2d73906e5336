import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { quoteIdent } from "../../server/backup/catalog";
import { restoreBackup } from "../../server/backup/restore-backup";
import { startTestApp, type TestApp } from "../support/test-app";
import { freshDatabase } from "../support/test-db";
import { datasetOf, fill, tableShapes, type TableShape } from "../support/backup-rows";
import { snapshot } from "../support/backup-snapshot";

const BACKUP_TOKEN = "backup-token-backup-token-backup-token";

let app: TestApp;
let target: Awaited<ReturnType<typeof freshDatabase>>;
let shapes: TableShape[];
let work: string;

beforeAll(async () => {
  app = await startTestApp({ backupToken: BACKUP_TOKEN });
  target = await freshDatabase();
  shapes = await tableShapes(app.db);
  work = fs.mkdtempSync(path.join(os.tmpdir(), "backup-roundtrip-"));
});
afterAll(async () => {
  await app.close();
  await target.close();
  fs.rmSync(work, { recursive: true, force: true });
});

it("a downloaded backup restores every row of every table exactly, whatever text, numbers, dates and JSON they hold", async () => {
  const sourceObjects = path.join(app.deps.config.dataDir, "objects");
  const targetObjects = path.join(work, "data", "objects");
  const file = path.join(work, "download.jsonl.gz");
  await fc.assert(
    fc.asyncProperty(datasetOf(shapes), async (dataset) => {
      await fill(app.db, shapes, dataset, sourceObjects);
      const before = await snapshot(app.db, sourceObjects);

      const res = await fetch(`${app.baseUrl}/api/admin/backup`, {
        headers: { authorization: `Bearer ${BACKUP_TOKEN}` },
      });
      expect(res.status).toBe(200);
      fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));

      // The target is an installation started once and emptied after the previous run.
      for (const shape of [...shapes].reverse())
        await target.db.execute(sql.raw(`delete from ${quoteIdent(shape.name)}`));
      fs.rmSync(path.join(work, "data"), { recursive: true, force: true });
      const summary = await restoreBackup(target, file, { objectsDir: targetObjects });

      const after = await snapshot(target.db, targetObjects);
      expect(after.tables).toEqual(before.tables);
      expect(after.sequences).toEqual(before.sequences);
      expect(after.files).toEqual(before.files);
      expect(summary.files).toBe(dataset.images.length);
      expect(fs.readdirSync(path.join(work, "data"))).toEqual(dataset.images.length ? ["objects"] : []);
    }),
    { numRuns: 15 },
  );
}, 120_000);
