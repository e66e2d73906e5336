// The owner who forgot their password: `npm run reset-password -- <username>` on the server's machine.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import bcrypt from "bcryptjs";
import { afterAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { resetPasswordCommand } from "../../server/commands/reset-password-command";
import { openDatabase } from "../../server/db/client";
import { auditLog, users } from "../../server/db/schema";
import { PASSWORD_CHANGE_REQUIRED } from "../../server/middleware/staff-access";
import { resetPasswordOnServer, SERVER_ACTOR } from "../../server/modules/staff/staff.service";
import { startAdminApp } from "../support/admin-app";
import { createAdmin, unique } from "../support/factories";
import { freshDatabase, migratedDataDir } from "../support/test-db";

const TEMPORARY = /^Temporary password for (\S+): (\S+)$/m;

describe("a password reset on the server's machine", () => {
  const suite = startAdminApp();

  it("gives a one-time temporary password: the old one stops, the account must choose its own, an audit row is written", async () => {
    const owner = await createAdmin(suite.app.db, unique("owner"), "forgotten-pass-1");
    const before = suite.app.client();
    expect((await before.post("/api/admin/login", owner)).status).toBe(200);

    const temporary = await resetPasswordOnServer(suite.app.db, owner.username.toUpperCase());
    expect(temporary).toMatch(/^[\w-]{16}$/);
    // Every session of the account ended.
    expect((await before.get("/api/admin/accounts")).status).toBe(401);

    const visitor = suite.app.client();
    expect((await visitor.post("/api/admin/login", owner)).status).toBe(401);
    const signedIn = await visitor.post("/api/admin/login", { username: owner.username, password: temporary });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.mustChangePassword).toBe(true);
    const held = await visitor.get("/api/admin/accounts");
    expect(held.status).toBe(403);
    expect(held.body.message).toBe(PASSWORD_CHANGE_REQUIRED);
    const changed = await visitor.put("/api/admin/password", {
      currentPassword: temporary,
      newPassword: "remembered-pass-2",
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await visitor.get("/api/admin/accounts")).status).toBe(200);
    // One time: the temporary password no longer signs in.
    const again = await suite.app.client().post("/api/admin/login", { username: owner.username, password: temporary });
    expect(again.status).toBe(401);

    const [row] = await suite.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "reset-password"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ resource: "accounts", resourceId: owner.id, actorName: SERVER_ACTOR, actorId: null });
    expect(JSON.stringify(row)).not.toContain(temporary);
  });

  it("names no account that does not exist, and changes nothing", async () => {
    expect(await resetPasswordOnServer(suite.app.db, unique("nobody"))).toBeNull();
  });
});

describe("npm run reset-password", () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "reset-password-"));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  /** An installation with one owner, as the server leaves it: a DATA_DIR, and on PostgreSQL a database of its own. */
  async function installation(name: string) {
    const dataDir = path.join(work, name);
    const database = process.env.DATABASE_URL ? await freshDatabase() : undefined;
    if (!database) await migratedDataDir(dataDir);
    const env = { DATA_DIR: dataDir, DATABASE_URL: database?.url };
    const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, migrate: false });
    try {
      await createAdmin(db.db, "owner", "forgotten-pass-1");
    } finally {
      await db.close();
    }
    return { env, drop: () => database?.close() };
  }

  const stored = async (env: { DATA_DIR: string; DATABASE_URL?: string }) => {
    const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, migrate: false });
    try {
      const [account] = await db.db.select().from(users).where(eq(users.username, "owner"));
      const audits = await db.db.select().from(auditLog).where(eq(auditLog.action, "reset-password"));
      return { account, audits };
    } finally {
      await db.close();
    }
  };

  it("in this process: prints the temporary password, which then is the account's, temporary; misuse exits 2", async () => {
    const place = await installation("in-process");
    try {
      expect(await resetPasswordCommand(undefined, place.env)).toMatchObject({ code: 2 });
      expect(await resetPasswordCommand("nobody", place.env)).toEqual({ code: 1, output: "No account named nobody." });
      const result = await resetPasswordCommand("owner", place.env);
      expect(result.code).toBe(0);
      const temporary = result.output.match(TEMPORARY)?.[2] ?? "";
      const { account, audits } = await stored(place.env);
      expect(await bcrypt.compare(temporary, account.password)).toBe(true);
      expect(account.mustChangePassword).toBe(true);
      expect(audits).toHaveLength(1);
    } finally {
      await place.drop();
    }
  });

  it("as the real command in a process of its own", { timeout: 60_000 }, async () => {
    const place = await installation("process");
    try {
      const childEnv: NodeJS.ProcessEnv = { ...process.env, ...place.env, NODE_ENV: "production", LOG_LEVEL: "silent" };
      if (!place.env.DATABASE_URL) delete childEnv.DATABASE_URL;
      const result = await new Promise<{ code: number; output: string }>((resolve) =>
        execFile(
          process.execPath,
          ["--import", "tsx", "server/commands/reset-password-cli.ts", "owner"],
          { cwd: path.resolve(import.meta.dirname, "../.."), env: childEnv },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
        ),
      );
      expect(result.code, result.output).toBe(0);
      const temporary = result.output.match(TEMPORARY)?.[2] ?? "";
      const { account, audits } = await stored(place.env);
      expect(await bcrypt.compare(temporary, account.password)).toBe(true);
      expect(account.mustChangePassword).toBe(true);
      expect(audits.map((row) => row.actorName)).toEqual([SERVER_ACTOR]);
    } finally {
      await place.drop();
    }
  });
});
