import type { Db } from "../../db/client";
import { safeError, type Logger } from "../../observability/logger";
import { eraseOldDrawEntries, eraseOldOrders, purgeOldApplications } from "./privacy.service";

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

const PURGES: [(db: Db) => Promise<number>, string][] = [
  [purgeOldApplications, "retention: old job applications deleted"],
  [eraseOldDrawEntries, "retention: old draw entries erased"],
  [eraseOldOrders, "retention: old orders' names and phones erased"],
];

/**
 * Runs the retention purges (old applications deleted, old draw entries' phone and invoice erased,
 * old orders' name and phone erased)
 * now and then every hour. The timer is unref'd (it never keeps the process alive); the returned
 * stop() clears it and waits for a run in progress, before the database closes.
 */
export function startRetention(db: Db, logger: Logger, intervalMs = RETENTION_INTERVAL_MS): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    // Each purge runs even when the other failed.
    running = (async () => {
      for (const [purge, done] of PURGES) {
        try {
          const count = await purge(db);
          if (count > 0) logger.info({ count }, done);
        } catch (error) {
          logger.error({ err: safeError(error) }, "retention: purge failed");
        }
      }
    })();
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
