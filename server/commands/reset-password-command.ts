import { openDatabase } from "../db/client";
import type { Env } from "../env";
import { resetPasswordOnServer } from "../modules/staff/staff.service";

/** What the command prints, and its exit code (0 done, 1 no such account or failed, 2 misused). */
export interface CommandResult {
  code: number;
  output: string;
}

/**
 * `npm run reset-password -- <username>` on the server's machine (same DATABASE_URL / DATA_DIR as the
 * server): prints a one-time temporary password for the account, which must choose its own at sign-in.
 */
export async function resetPasswordCommand(
  username: string | undefined,
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR">,
): Promise<CommandResult> {
  if (!username?.trim()) return { code: 2, output: "Usage: npm run reset-password -- USERNAME" };
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const temporary = await resetPasswordOnServer(database.db, username.trim());
    if (!temporary) return { code: 1, output: `No account named ${username.trim()}.` };
    return {
      code: 0,
      output: [
        `Temporary password for ${username.trim()}: ${temporary}`,
        "It works once: at sign-in the account must choose a new password. Every session of the account has ended.",
      ].join("\n"),
    };
  } catch (error) {
    return { code: 1, output: `Reset failed: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    await database.close();
  }
}
