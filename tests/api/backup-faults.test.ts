import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { writeVerifiedBackup } from "../../server/backup/backup-file";
import { GENERIC_ERROR } from "../../server/middleware/error-handler";
import { createLogger } from "../../server/observability/logger";
import { startAdminApp } from "../support/admin-app";
import { backupCommand } from "../support/backup-commands";

// A writer that does not write faithfully, on demand: the file it produces has one character of a
// row changed after its checksum was taken, as a faulty encoder or disk would leave it.
const fault = vi.hoisted(() => ({ on: false }));
vi.mock("../../server/backup/write-backup", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../server/backup/write-backup")>();
  return {
    writeBackup: async (...[db, out, options]: Parameters<typeof real.writeBackup>) => {
      if (!fault.on) return real.writeBackup(db, out, options);
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      const end = await real.writeBackup(db, sink, options);
      const text = gunzipSync(Buffer.concat(chunks)).toString("utf8");
      out.end(gzipSync(Buffer.from(text.replace("أوافق", "اوافق"), "utf8")));
      await finished(out);
      return end;
    },
  };
});

const BACKUP_TOKEN = "backup-token-backup-token-backup-token";

describe("a backup that was not written faithfully", () => {
  let work: string;
  const logged: string[] = [];
  const logger = createLogger({ level: "info", destination: { write: (line: string) => void logged.push(line) } });
  const suite = startAdminApp({ backupToken: BACKUP_TOKEN }, { logger });
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), "backup-faults-"));
    expect(
      (await suite.admin.put("/api/terms-and-conditions", { content: "شروط", consentContent: "أوافق" })).status,
    ).toBe(200);
  });
  afterAll(async () => {
    fault.on = false;
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("is never downloaded: the server answers 500 and keeps no copy, and the next backup works", async () => {
    const opened = vi.spyOn(fs.promises, "open");
    fault.on = true;
    const res = await fetch(`${suite.app.baseUrl}/api/admin/backup`, {
      headers: { authorization: `Bearer ${BACKUP_TOKEN}` },
    });
    fault.on = false;
    const written = opened.mock.calls.map(([file]) => String(file)).filter((file) => file.endsWith(".partial"));
    opened.mockRestore();
    expect(res.status).toBe(500);
    expect(res.headers.get("content-disposition")).toBeNull();
    expect(await res.json()).toEqual({ code: "internal", message: GENERIC_ERROR });
    expect(written).toHaveLength(1);
    expect(fs.existsSync(path.dirname(written[0]))).toBe(false);
    expect(logged.join("")).toContain("its checksum does not match its content");

    const next = await fetch(`${suite.app.baseUrl}/api/admin/backup`, {
      headers: { authorization: `Bearer ${BACKUP_TOKEN}` },
    });
    expect(next.status).toBe(200);
    expect(gunzipSync(Buffer.from(await next.arrayBuffer())).toString("utf8")).toContain("أوافق");
  });

  it("is an error when written to a file, and leaves neither the file nor its partial copy", async () => {
    const file = path.join(work, "faulty.jsonl.gz");
    fault.on = true;
    try {
      await expect(writeVerifiedBackup(suite.app.db, file)).rejects.toThrow(
        /^The backup could not be completed: The backup file is damaged: its checksum does not match/,
      );
    } finally {
      fault.on = false;
    }
    expect(fs.readdirSync(work)).toEqual([]);
    await writeVerifiedBackup(suite.app.db, file);
    expect(fs.readdirSync(work)).toEqual(["faulty.jsonl.gz"]);
  });

  it("`npm run backup` that cannot write its file exits non-zero and says why", async () => {
    const dataDir = path.join(work, "command");
    const file = path.join(work, "no-such-folder", "backup.jsonl.gz");
    const result = await backupCommand("backup", file, { DATA_DIR: dataDir, DATABASE_URL: suite.app.databaseUrl });
    expect(result.output).toMatch(/^Backup failed: The backup could not be completed: .*no-such-folder/m);
    expect(result.code).toBe(1);
    expect(fs.existsSync(path.dirname(file))).toBe(false);
  }, 120_000);
});
