import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export interface SiteProcess {
  url: string;
  stop(): Promise<void>;
}

// The setup link's token for the bench's servers; SiteApi.signIn reads it from the environment too.
process.env.SETUP_TOKEN ??= "bench-setup-token-0123456789";

/**
 * The built server (dist/) as its own process, on PGlite in a new folder or on `databaseUrl`.
 * BENCH_SERVER_ARGS passes Node options to it, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
 */
export async function startSite(port: number, databaseUrl?: string): Promise<SiteProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-site-"));
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_SERVER_ARGS ?? "").split(" ").filter(Boolean), path.join(root, "dist/server/index.js")],
    {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? "",
        NODE_ENV: "production",
        SUBMIT_RATE_LIMIT: "0",
        SESSION_SECRET: "bench-secret-bench-secret-bench",
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await waitForLine(child, /Serving on/);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = "";
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (!pattern.test(seen)) return;
      // From here on the server's log lines are drained unread: the benchmark must not spend the
      // load generator's CPU on them.
      child.stdout!.off("data", onData);
      child.stdout!.resume();
      resolve();
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited (${code}) before it was ready:\n${seen}`)));
  });
}
