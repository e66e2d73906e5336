import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  port: number;
  /** SIGTERM, then resolves once the process has exited. */
  stop(): Promise<void>;
}

/** `npm start`'s server as its own process on `databaseUrl` (port 0: any free port). */
export function startServerProcess(databaseUrl: string, port = 0): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    SESSION_SECRET: "server-process-secret-server-process-secret",
    SUBMIT_RATE_LIMIT: "0",
    LOGIN_RATE_LIMIT: "0",
  };
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { cwd: root, env });
  let output = "";
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.on("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = output.match(/Serving on http:\/\/localhost:(\d+)/);
      if (match) resolve({ child, base: `http://127.0.0.1:${match[1]}`, port: Number(match[1]), stop });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
}
