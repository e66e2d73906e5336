import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { freshDatabase, migratedDataDir } from "../support/test-db";
import { backupCommand } from "../support/backup-commands";
import { datasetOf, fill, tableShapes, type TableShape } from "../support/backup-rows";
import { snapshot } from "../support/backup-snapshot";

let shapes: TableShape[];
let work: string;

beforeAll(async () => {
  const shape = await freshDatabase();
  try {
    shapes = await tableShapes(shape.db);
  } finally {
    await shape.close();
  }
  work = fs.mkdtempSync(path.join(os.tmpdir(), "backup-cli-roundtrip-"));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** The installation a command works on: a DATA_DIR, and on PostgreSQL a database of its own. */
async function installation(name: string, migrate: boolean) {
  const dataDir = path.join(work, name);
  const database = process.env.DATABASE_URL ? await freshDatabase({ migrate }) : undefined;
  if (!database && migrate) await migratedDataDir(dataDir);
  return { dataDir, objectsDir: path.join(dataDir, "objects"), url: database?.url, drop: () => database?.close() };
}

const open = (place: { dataDir: string; url?: string }) =>
  openDatabase({ databaseUrl: place.url, dataDir: place.dataDir, migrate: false });

let run = 0;

it("`npm run backup` then `npm run restore` into a new installation gives back every row and image exactly", async () => {
  await fc.assert(
    fc.asyncProperty(datasetOf(shapes, 6), async (dataset) => {
      run += 1;
      const file = path.join(work, `backup-${run}.jsonl.gz`);
      const source = await installation(`source-${run}`, true);
      const target = await installation(`target-${run}`, false);
      try {
        const writer = await openDatabase({ databaseUrl: source.url, dataDir: source.dataDir });
        let before: Awaited<ReturnType<typeof snapshot>>;
        try {
          await fill(writer.db, shapes, dataset, source.objectsDir);
          before = await snapshot(writer.db, source.objectsDir);
        } finally {
          await writer.close();
        }

        const backup = await backupCommand("backup", file, { DATA_DIR: source.dataDir, DATABASE_URL: source.url });
        expect(backup.output).toMatch(/^Backup written to .* and checked: \d+ rows, \d+ image files\.$/m);
        expect(backup.code).toBe(0);
        expect(fs.existsSync(`${file}.partial`)).toBe(false);
        const restore = await backupCommand("restore", file, { DATA_DIR: target.dataDir, DATABASE_URL: target.url });
        expect(restore.output).toMatch(/^Restored \d+ rows in \d+ tables and \d+ image files from /m);
        expect(restore.code).toBe(0);

        const restored = await open(target);
        try {
          const after = await snapshot(restored.db, target.objectsDir);
          expect(after.tables).toEqual(before.tables);
          expect(after.sequences).toEqual(before.sequences);
          expect(after.files).toEqual(before.files);
        } finally {
          await restored.close();
        }
      } finally {
        await source.drop();
        await target.drop();
      }
    }),
    // No shrinking: each step fills and copies whole installations, so a failure is reported as found.
    { numRuns: 2, endOnFailure: true },
  );
}, 240_000);

it("the backup and restore commands run as an operator starts them, each in a process of its own", async () => {
  const file = path.join(work, "process-backup.jsonl.gz");
  const source = await installation("process-source", true);
  const target = await installation("process-target", false);
  try {
    const writer = await openDatabase({ databaseUrl: source.url, dataDir: source.dataDir });
    let before: Awaited<ReturnType<typeof snapshot>>;
    try {
      await fill(writer.db, shapes, fc.sample(datasetOf(shapes, 3), { numRuns: 1, seed: 7 })[0], source.objectsDir);
      before = await snapshot(writer.db, source.objectsDir);
    } finally {
      await writer.close();
    }
    const env = (place: typeof source) => ({ DATA_DIR: place.dataDir, DATABASE_URL: place.url });
    const backup = await backupCommand("backup", file, env(source), { asProcess: true });
    expect(backup.output).toMatch(/^Backup written to .* and checked: \d+ rows, \d+ image files\.$/m);
    expect(backup.code).toBe(0);
    const restore = await backupCommand("restore", file, env(target), { asProcess: true });
    expect(restore.output).toMatch(/^Restored \d+ rows in \d+ tables and \d+ image files from /m);
    expect(restore.code).toBe(0);
    const missing = await backupCommand("restore", path.join(work, "no-such.jsonl.gz"), env(target), {
      asProcess: true,
    });
    expect(missing.output).toMatch(/^No such file: /m);
    expect(missing.code).toBe(2);

    const restored = await open(target);
    try {
      expect(await snapshot(restored.db, target.objectsDir)).toEqual(before);
    } finally {
      await restored.close();
    }
  } finally {
    await source.drop();
    await target.drop();
  }
}, 120_000);
