import { execFile } from "node:child_process";
import path from "node:path";

/**
 * `npm run backup -- FILE` / `npm run restore -- FILE` as an operator runs them: their own process,
 * configured by the environment only (DATA_DIR, and DATABASE_URL when set).
 */
export function backupCommand(
  command: "backup" | "restore",
  file: string,
  env: { DATA_DIR: string; DATABASE_URL?: string },
) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, NODE_ENV: "production", LOG_LEVEL: "silent" };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", `server/backup/${command}-cli.ts`, file],
      { cwd: path.resolve(import.meta.dirname, "../.."), env: childEnv },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}
