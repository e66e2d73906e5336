import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { jobApplications, lotteryEntries } from "../../server/db/schema";
import { openDatabase } from "../../server/db/client";
import { dataTables, quoteIdent, sequenceStates } from "../../server/backup/catalog";
import { restoreBackup } from "../../server/backup/restore-backup";
import { rawRows } from "../../server/lib/raw-rows";
import { startAdminApp } from "../support/admin-app";
import { freshDatabase } from "../support/test-db";
import { unique } from "../support/factories";
import { applicationBody, created, createPlacesAndPosition } from "../support/recruitment-fixtures";
import { backupCommand } from "../support/backup-commands";

const restoreCommand = (file: string, env: { DATA_DIR: string; DATABASE_URL?: string }) =>
  backupCommand("restore", file, env);

const BACKUP_TOKEN = "backup-token-backup-token-backup-token";
const imageKey = () => `images/${crypto.randomUUID()}.webp`;

/** Every row of a table as PostgreSQL's own JSON text, sorted: two databases compare row by row. */
const tableRows = async (db: Db, table: string) =>
  (await rawRows<{ r: string }>(db, sql.raw(`select row_to_json(t)::text as r from ${quoteIdent(table)} t`)))
    .map((row) => row.r)
    .sort();

describe("backup and restore", () => {
  const suite = startAdminApp({ backupToken: BACKUP_TOKEN });
  let work: string;
  let backupFile: string;
  const images = new Map<string, Buffer>();

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
    backupFile = path.join(work, "backup.jsonl.gz");

    // Data of every kind: numeric prices, text arrays, a sequence-numbered application with answers, timestamps, images.
    const places = await createPlacesAndPosition(suite.admin);
    const shift = await created(suite.admin, "/api/application-questions", {
      question: "ما هي الفترة المناسبة لك؟",
      options: "صباحية، مسائية",
    });
    for (const name of ["أحمد", "ليلى"]) {
      const res = await suite.app
        .client()
        .post(
          "/api/job-applications",
          applicationBody(places, [{ questionId: shift.id, answer: "مسائية" }], { applicantName: name }),
        );
      expect(res.status, res.text).toBe(201);
    }
    await created(suite.admin, "/api/menu-items", {
      name: unique("زنجر "),
      sandwichPrice: "3.50",
      mealPrice: 4.25,
      branches: ["دابوق", "المطار"],
    });
    await created(suite.admin, "/api/prizes", { name: "وجبة مجانية", isActive: true });
    await suite.app.db
      .insert(lotteryEntries)
      .values({ invoiceNumber: "INV-1", invoiceNormal: "inv1", phoneNumber: "0791234567", status: "claimed" });
    expect(
      (
        await suite.app
          .client()
          .post("/api/submit-review", { customerName: "سارة", rating: 4, comment: 'قالت "ممتاز"\nجداً' })
      ).status,
    ).toBe(201);
    expect(
      (await suite.admin.put("/api/terms-and-conditions", { content: "شروط", consentContent: "أوافق" })).status,
    ).toBe(200);
    expect((await suite.admin.get("/api/job-applications/export.csv")).status).toBe(200);
    expect((await suite.admin.put("/api/admin/attention/applications-seen")).status).toBe(200);
    for (const size of [10, 70_000]) {
      const key = imageKey();
      images.set(key, crypto.randomBytes(size));
      const file = path.join(suite.app.deps.config.dataDir, "objects", key);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, images.get(key)!);
    }
  });
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it("only an administrator (or the BACKUP_TOKEN) may download it", async () => {
    const visitor = await suite.app.client().get("/api/admin/backup");
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe("يجب تسجيل الدخول كمسؤول");
    const wrong = await fetch(`${suite.app.baseUrl}/api/admin/backup`, {
      headers: { authorization: `Bearer ${BACKUP_TOKEN}x` },
    });
    expect(wrong.status).toBe(401);
    const scheduled = await fetch(`${suite.app.baseUrl}/api/admin/backup`, {
      headers: { authorization: `Bearer ${BACKUP_TOKEN}` },
    });
    expect(scheduled.status).toBe(200);
    expect([...new Uint8Array(await scheduled.arrayBuffer()).slice(0, 2)]).toEqual([0x1f, 0x8b]);
  });

  it("a backup restored into an empty database has every table's rows, the sequences and the images", async () => {
    const res = await fetch(`${suite.app.baseUrl}/api/admin/backup`, { headers: { cookie: suite.admin.cookieHeader } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/gzip");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="?broasted-backup-\d{4}-\d{2}-\d{2}-\d{4}\.jsonl\.gz"?$/,
    );
    fs.writeFileSync(backupFile, Buffer.from(await res.arrayBuffer()));

    const target = await freshDatabase({ migrate: false });
    const objectsDir = path.join(work, "restored-objects");
    try {
      const summary = await restoreBackup(target, backupFile, { objectsDir });
      expect(summary.files).toBe(2);

      const tables = await dataTables(suite.app.db);
      expect(tables).toEqual(await dataTables(target.db));
      expect(tables).toEqual(
        expect.arrayContaining([
          "job_applications",
          "application_answers",
          "admin_attention",
          "consent_texts",
          "users",
        ]),
      );
      let total = 0;
      for (const table of tables) {
        const rows = await tableRows(suite.app.db, table);
        expect(await tableRows(target.db, table), table).toEqual(rows);
        total += rows.length;
      }
      expect(summary.rows).toBe(total);
      expect(total).toBeGreaterThan(15);
      expect(await sequenceStates(target.db)).toEqual(await sequenceStates(suite.app.db));
      for (const [key, bytes] of images) expect(fs.readFileSync(path.join(objectsDir, key)).equals(bytes)).toBe(true);

      // The restored sequence hands out the next number, never one already used.
      const numbers = (await suite.app.db.select({ n: jobApplications.applicationNumber }).from(jobApplications)).map(
        (row) => row.n,
      );
      const [next] = await target.db
        .insert(jobApplications)
        .values({ applicantName: "جديد", phoneNumber: "0790000000" })
        .returning();
      expect(numbers).not.toContain(next.applicationNumber);
      expect(Number(next.applicationNumber.slice(1))).toBeGreaterThan(
        Math.max(...numbers.map((n) => Number(n.slice(1)))),
      );

      // A second restore into the same, now filled, installation is refused and changes nothing.
      const before = await tableRows(target.db, "job_applications");
      await expect(restoreBackup(target, backupFile)).rejects.toThrow(/not empty \(rows in: .*job_applications/);
      expect(await tableRows(target.db, "job_applications")).toEqual(before);
    } finally {
      await target.close();
    }
  });

  it("`npm run restore -- FILE` loads it into an empty installation, and refuses to load it twice", async () => {
    // PGlite: a new DATA_DIR on disk; PostgreSQL (DATABASE_URL set): a new, empty database.
    const target = process.env.DATABASE_URL ? await freshDatabase({ migrate: false }) : null;
    const dataDir = path.join(work, "restored-install");
    const env = { DATA_DIR: dataDir, DATABASE_URL: target?.url };
    try {
      const first = await restoreCommand(backupFile, env);
      expect(first.output).toMatch(/^Restored \d+ rows in \d+ tables and 2 image files from /m);
      expect(first.code).toBe(0);
      const second = await restoreCommand(backupFile, env);
      expect(second.code).toBe(1);
      expect(second.output).toMatch(/Restore refused: .*not empty/);

      const restored = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, migrate: false });
      try {
        for (const table of await dataTables(suite.app.db)) {
          expect(await tableRows(restored.db, table), table).toEqual(await tableRows(suite.app.db, table));
        }
      } finally {
        await restored.close();
      }
      for (const [key, bytes] of images) {
        expect(fs.readFileSync(path.join(dataDir, "objects", key)).equals(bytes)).toBe(true);
      }
    } finally {
      await target?.close();
    }
    // Two restores, each a new process that compiles the CLI and opens a database.
  }, 120_000);

  it("restores into an installation that was started once (migrated) but holds no data", async () => {
    const target = await freshDatabase();
    try {
      const summary = await restoreBackup(target, backupFile, {
        objectsDir: path.join(work, "second-objects"),
      });
      expect(summary.rows).toBeGreaterThan(15);
      for (const table of [
        "users",
        "job_applications",
        "application_answers",
        "menu_items",
        "consent_texts",
        "content_version",
      ]) {
        expect(await tableRows(target.db, table), table).toEqual(await tableRows(suite.app.db, table));
      }
    } finally {
      await target.close();
    }
  });

  it("refuses a cut-off file and leaves the database empty", async () => {
    const whole = fs.readFileSync(backupFile);
    const cut = path.join(work, "cut.jsonl.gz");
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const target = await freshDatabase({ migrate: false });
    try {
      await expect(restoreBackup(target, cut)).rejects.toThrow(/unexpected end of file|incomplete/);
      for (const table of await dataTables(target.db)) {
        if (table === "content_version") continue;
        expect(await tableRows(target.db, table), table).toEqual([]);
      }
    } finally {
      await target.close();
    }
  });
});
