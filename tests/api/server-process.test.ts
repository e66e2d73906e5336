import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migratedDataDir } from "../support/test-db";

const root = path.resolve(import.meta.dirname, "../..");
const children: ChildProcess[] = [];
const SETUP_TOKEN = "process-test-setup-token";

/** Starts `server/index.ts` as its own process on embedded PGlite in `dataDir`. */
function startServer(dataDir: string, extraEnv: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: "0",
    NODE_ENV: "test",
    SETUP_TOKEN,
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { cwd: root, env });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = output.match(/Serving on http:\/\/localhost:(\d+)/);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 50);
    exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited early:\n${output}`));
    });
  });
  listening.catch(() => {}); // awaited only by tests that expect the server to come up
  return { child, listening, exited, output: () => output };
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});

// A server on a PGlite data folder, whatever DATABASE_URL says: the run on PGlite covers it, and the run on
// PostgreSQL has its own process tests (two-processes.test.ts).
describe.runIf(!process.env.DATABASE_URL)("server process on embedded PGlite", () => {
  it("refuses a second server on the same data folder, stops cleanly on SIGTERM and keeps its data", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "proc-test-"));
    const first = startServer(dataDir);
    const port = await first.listening;
    const setup = await fetch(`http://127.0.0.1:${port}/api/admin/setup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "owner", password: "owner-pass-123", token: SETUP_TOKEN }),
    });
    expect(setup.status).toBe(201);
    // While no admin existed the server printed the one way in: the setup link with its token.
    expect(first.output()).toContain(
      `No administrator yet. Create one by opening: http://localhost:${port}/admin/setup#token=${SETUP_TOKEN}`,
    );
    expect(fs.readFileSync(path.join(dataDir, "pglite.lock"), "utf8")).toBe(String(first.child.pid));
    expect(fs.existsSync(path.join(dataDir, "session-secret"))).toBe(true);

    const second = startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by process/);
    // The start-up failure is logged whole, with its stack.
    expect(second.output()).toMatch(/\n\s+at .+folder-lock/);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);

    const third = startServer(dataDir);
    const port3 = await third.listening;
    const canSetup = await fetch(`http://127.0.0.1:${port3}/api/admin/can-setup`).then((r) => r.json());
    expect(canSetup).toEqual({ canSetup: false });
    expect(third.output()).not.toContain("No administrator yet");
    third.child.kill("SIGTERM");
    expect(await third.exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 90_000);

  it("turns /readyz to 503 as soon as SIGTERM arrives, drains, then exits cleanly", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "proc-test-"));
    // An installation already migrated (the first start on an empty folder is the test above).
    await migratedDataDir(dataDir);
    const server = startServer(dataDir, { SHUTDOWN_DRAIN_SECONDS: "2", SETUP_TOKEN: "" });
    const port = await server.listening;
    const base = `http://127.0.0.1:${port}`;
    // Without SETUP_TOKEN (a new user's `npm start`) the printed link carries a random token that works.
    await expect.poll(() => server.output()).toMatch(/admin\/setup#token=/);
    const token = decodeURIComponent(server.output().match(/admin\/setup#token=([\w%-]+)/)![1]);
    expect(token).not.toBe(SETUP_TOKEN);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const setup = await fetch(`${base}/api/admin/setup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "owner", password: "owner-pass-123", token }),
    });
    expect(setup.status).toBe(201);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    // The order of events, not a fixed wait: the signal is logged, /readyz already says 503 while
    // the server still answers (it drains), and only then does the process exit.
    const events: string[] = [];
    const exited = server.exited.then((code) => {
      events.push("exit");
      return code;
    });
    server.child.kill("SIGTERM");
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain("SIGTERM: not ready any more");
    const ready = await fetch(`${base}/readyz`);
    events.push(`readyz ${ready.status}`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "unavailable", reasons: ["shutting down"] });
    const health = await fetch(`${base}/healthz`);
    events.push(`healthz ${health.status}`);
    expect(await exited).toBe(0);
    expect(events).toEqual(["readyz 503", "healthz 200", "exit"]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 90_000);
});
