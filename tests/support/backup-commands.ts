import { execFile } from "node:child_process";
import path from "node:path";
import { backupCommand as runBackup, restoreCommand as runRestore } from "../../server/backup/backup-commands";

type CommandEnv = { DATA_DIR: string; DATABASE_URL?: string };

/**
 * `npm run backup -- FILE` / `npm run restore -- FILE` as an operator runs them, configured by the
 * environment only (DATA_DIR, and DATABASE_URL when set): the commands' own functions in this process,
 * or with `asProcess` the real command in a process of its own (tsx start included, several seconds).
 */
export async function backupCommand(
  command: "backup" | "restore",
  file: string,
  env: CommandEnv,
  { asProcess = false } = {},
): Promise<{ code: number; output: string }> {
  if (asProcess) return commandProcess(command, file, env);
  const commandEnv = { DATA_DIR: env.DATA_DIR, DATABASE_URL: env.DATABASE_URL, S3_BUCKET: undefined };
  return command === "backup" ? runBackup(file, commandEnv) : runRestore(file, commandEnv);
}

function commandProcess(command: "backup" | "restore", file: string, env: CommandEnv) {
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
