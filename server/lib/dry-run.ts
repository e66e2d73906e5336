import type { Db } from "../db/client";

class DryRunResult<T> extends Error {
  constructor(readonly value: T) {
    super("dry run");
  }
}

/**
 * Runs `work` in a transaction that is always rolled back and returns what it returned (or throws
 * what it threw). A decoy built this way answers exactly as the real write would — same checks,
 * same errors, same ids and numbers, same time taken — and leaves no row behind.
 */
export async function dryRun<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new DryRunResult(await work(tx));
    });
  } catch (error) {
    if (error instanceof DryRunResult) return error.value as T;
    throw error;
  }
  throw new Error("dry run finished without a result");
}
