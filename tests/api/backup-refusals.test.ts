import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appliedMigrations, dataTables } from "../../server/backup/catalog";
import { verifyBackup } from "../../server/backup/backup-reader";
import { restoreBackup } from "../../server/backup/restore-backup";
import { openDatabase } from "../../server/db/client";
import { startAdminApp } from "../support/admin-app";
import { freshDatabase } from "../support/test-db";
import { backupCommand } from "../support/backup-commands";
import { backupLines, resealed, writeLines } from "../support/backup-file-helpers";
import { snapshot } from "../support/backup-snapshot";

const BACKUP_TOKEN = "backup-token-backup-token-backup-token";
// A visitor's review and a reel link holding the line and paragraph separators.
const COMMENT = "ممتاز\u2028جداً\u2029👍";

const suite = startAdminApp({ backupToken: BACKUP_TOKEN });
let work: string;
let good: string;
let before: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "backup-refusals-"));
  const review = await suite.app
    .client()
    .post("/api/submit-review", { customerName: "سارة", rating: 5, comment: COMMENT });
  expect(review.status, review.text).toBe(201);
  const objects = path.join(suite.app.deps.config.dataDir, "objects");
  for (const size of [10, 5000]) {
    const key = `images/${crypto.randomUUID()}.webp`;
    fs.mkdirSync(path.join(objects, "images"), { recursive: true });
    fs.writeFileSync(path.join(objects, key), crypto.randomBytes(size));
  }
  const res = await fetch(`${suite.app.baseUrl}/api/admin/backup`, {
    headers: { authorization: `Bearer ${BACKUP_TOKEN}` },
  });
  expect(res.status).toBe(200);
  good = path.join(work, "good.jsonl.gz");
  fs.writeFileSync(good, Buffer.from(await res.arrayBuffer()));
  before = await snapshot(suite.app.db, objects);
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A bare database and an empty data folder, as a new installation before its first start. */
async function emptyTarget(name: string) {
  const database = await freshDatabase({ migrate: false });
  const dataDir = path.join(work, name);
  fs.mkdirSync(dataDir);
  return { database, dataDir, objectsDir: path.join(dataDir, "objects") };
}

/** The target exactly as found: never migrated, no tables, nothing written in its data folder. */
async function expectUntouched(target: Awaited<ReturnType<typeof emptyTarget>>) {
  expect(await appliedMigrations(target.database.db)).toEqual([]);
  expect(await dataTables(target.database.db)).toEqual([]);
  expect(fs.readdirSync(target.dataDir)).toEqual([]);
}

async function refusedThenGoodRestores(name: string, bad: string, reason: RegExp) {
  const target = await emptyTarget(name);
  try {
    await expect(restoreBackup(target.database, bad, { objectsDir: target.objectsDir })).rejects.toThrow(reason);
    await expectUntouched(target);
    const summary = await restoreBackup(target.database, good, { objectsDir: target.objectsDir });
    expect(summary.files).toBe(2);
    const after = await snapshot(target.database.db, target.objectsDir);
    expect(after.tables).toEqual(before.tables);
    expect(after.files).toEqual(before.files);
    expect(fs.readdirSync(target.dataDir)).toEqual(["objects"]);
  } finally {
    await target.database.close();
  }
}

describe("a backup that holds line and paragraph separators", () => {
  it("restores with the review's comment exactly as the visitor wrote it", async () => {
    const target = await emptyTarget("separators");
    try {
      await restoreBackup(target.database, good, { objectsDir: target.objectsDir });
      const after = await snapshot(target.database.db, target.objectsDir);
      expect(after.tables.reviews.join()).toContain(COMMENT);
      expect(after.tables).toEqual(before.tables);
      expect(after.files).toEqual(before.files);
    } finally {
      await target.database.close();
    }
  });
});

describe("a damaged backup file is refused before anything is written", () => {
  it("a cut-off file: the target stays empty, and the good file then restores into it", async () => {
    const cut = path.join(work, "cut.jsonl.gz");
    const whole = fs.readFileSync(good);
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.9)));
    await refusedThenGoodRestores("cut", cut, /cut off/);
  });

  it("one character changed inside a row: the checksum refuses it, and the good file then restores", async () => {
    const lines = backupLines(good);
    const index = lines.findIndex((line) => line.includes(COMMENT));
    expect(index).toBeGreaterThan(0);
    lines[index] = lines[index].replace("ممتاز", "ممتاذ");
    const altered = path.join(work, "altered.jsonl.gz");
    writeLines(altered, lines);
    await refusedThenGoodRestores("altered", altered, /checksum does not match/);
  });

  it("one byte changed in the compressed file is refused", async () => {
    const bytes = Buffer.from(fs.readFileSync(good));
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    const flipped = path.join(work, "flipped.jsonl.gz");
    fs.writeFileSync(flipped, bytes);
    await refusedThenGoodRestores("flipped", flipped, /damaged|cut off/);
  });

  it("`npm run restore` of a cut-off file leaves the new DATA_DIR without images or tables; the good file then restores there", async () => {
    const target = process.env.DATABASE_URL ? await freshDatabase({ migrate: false }) : null;
    const dataDir = path.join(work, "command-target");
    const env = { DATA_DIR: dataDir, DATABASE_URL: target?.url };
    const cut = path.join(work, "command-cut.jsonl.gz");
    const whole = fs.readFileSync(good);
    fs.writeFileSync(cut, whole.subarray(0, whole.length - 40));
    try {
      const refused = await backupCommand("restore", cut, env);
      expect(refused.output).toMatch(/^Restore refused: The backup file is cut off/m);
      expect(refused.code).toBe(1);
      expect(
        fs.existsSync(dataDir) ? fs.readdirSync(dataDir).filter((name) => !name.startsWith("pglite")) : [],
      ).toEqual([]);
      const database = await openDatabase({ databaseUrl: target?.url, dataDir, migrate: false });
      try {
        expect(await appliedMigrations(database.db)).toEqual([]);
      } finally {
        await database.close();
      }

      const restored = await backupCommand("restore", good, env);
      expect(restored.output).toMatch(/^Restored \d+ rows in \d+ tables and 2 image files from /m);
      expect(restored.code).toBe(0);
      expect(fs.readdirSync(path.join(dataDir, "objects", "images")).sort()).toEqual(
        Object.keys(before.files)
          .map((key) => key.replace("images/", ""))
          .sort(),
      );
    } finally {
      await target?.close();
    }
  }, 120_000);
});

describe("the check a backup gets after it is written and before it is restored", () => {
  const check = async (name: string, lines: string[]) => {
    const file = path.join(work, `${name}.jsonl.gz`);
    writeLines(file, lines);
    return verifyBackup(file);
  };

  it("accepts the file as written", async () => {
    const { end } = await verifyBackup(good);
    expect(end.files).toBe(2);
    expect(end.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a line that cannot be read, even with a matching checksum: it is never skipped", async () => {
    const lines = backupLines(good);
    lines.splice(2, 0, '{"t":"reviews","r":{"comment":"x"}');
    await expect(check("unreadable", resealed(lines))).rejects.toThrow(/Line 3 of the backup is damaged/);
    const smuggled = backupLines(good);
    smuggled.splice(2, 0, '{"t":"reviews","r":{},"t":"reviews"}');
    await expect(check("smuggled", resealed(smuggled))).rejects.toThrow(/Line 3 of the backup is damaged/);
    const blank = backupLines(good);
    blank.splice(2, 0, "");
    await expect(check("blank", resealed(blank))).rejects.toThrow(/Line 3 of the backup is damaged/);
  });

  it("refuses a trailer whose counts or checksum differ, a missing trailer, and lines after it", async () => {
    const lines = backupLines(good);
    const end = JSON.parse(lines[lines.length - 1]);
    const withEnd = (changes: object) => [...lines.slice(0, -1), JSON.stringify({ ...end, ...changes })];
    await expect(check("rows", withEnd({ rows: end.rows + 1 }))).rejects.toThrow(/incomplete/);
    await expect(check("table", withEnd({ tables: { ...end.tables, reviews: 2 } }))).rejects.toThrow(/Table reviews/);
    await expect(check("sha", withEnd({ sha256: "0".repeat(64) }))).rejects.toThrow(/checksum does not match/);
    await expect(check("no-end", lines.slice(0, -1))).rejects.toThrow(/end line is missing/);
    await expect(check("after-end", [...lines, lines[1]])).rejects.toThrow(/comes after its end/);
  });

  it("refuses a row removed with the counts and checksum made to match, by the manifest's count", async () => {
    const lines = backupLines(good);
    const index = lines.findIndex((line) => line.includes(COMMENT));
    const end = JSON.parse(lines[lines.length - 1]);
    const shorter = [...lines.slice(0, index), ...lines.slice(index + 1, -1)];
    const trailer = JSON.stringify({ ...end, rows: end.rows - 1, tables: { ...end.tables, reviews: 0 } });
    await expect(check("removed", resealed([...shorter, trailer]))).rejects.toThrow(
      /Table reviews: the backup lists 1/,
    );
  });

  it("still restores a version 1 file (no checksum), separators included", async () => {
    const lines = backupLines(good);
    const manifest = JSON.parse(lines[0]);
    const end = JSON.parse(lines[lines.length - 1]);
    const old = [
      JSON.stringify({ ...manifest, version: 1 }),
      ...lines.slice(1, -1),
      JSON.stringify({ end: true, rows: end.rows, files: end.files }),
    ];
    const file = path.join(work, "version-1.jsonl.gz");
    writeLines(file, old);
    const target = await emptyTarget("version-1");
    try {
      await restoreBackup(target.database, file, { objectsDir: target.objectsDir });
      expect((await snapshot(target.database.db, target.objectsDir)).tables).toEqual(before.tables);
    } finally {
      await target.database.close();
    }
  });
});
