import type { Db } from "../../db/client";
import { safeError, type Logger } from "../../observability/logger";
import { purgeOldApplications } from "./privacy.service";

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the retention purge now and then every hour. The timer is unref'd (it never keeps the
 * process alive); the returned stop() clears it and waits for a run in progress, before the
 * database closes.
 */
export function startRetention(db: Db, logger: Logger, intervalMs = RETENTION_INTERVAL_MS): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = purgeOldApplications(db).then(
      (count) => {
        if (count > 0) logger.info({ count }, "retention: old job applications deleted");
      },
      (error) => logger.error({ err: safeError(error) }, "retention: purge failed"),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
