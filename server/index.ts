import type { AddressInfo } from "node:net";
import { createApp } from "./app";
import { builtClient, viteDevClient } from "./built-client";
import { uploadOrigins } from "./csp";
import { openDatabase } from "./db/client";
import { createHttpServer } from "./http-server";
import { loadDotEnv, loadEnv } from "./env";
import { setPasswordHashCost } from "./lib/password-hash";
import { ContentVersion } from "./public-site/content-version";
import { Notifications } from "./db/notifications";
import { EventStreams } from "./lib/event-streams";
import { allowedHostsFor } from "./middleware/host-allowlist";
import { canSetup } from "./modules/auth/auth.service";
import { SetupToken, setupLink } from "./modules/auth/setup-token";
import { log, safeError } from "./observability/logger";
import { resolveSessionSecret } from "./secret";
import { createStorage } from "./storage/create-storage";
import { startRetention } from "./modules/privacy/retention-job";
import { startImageCleanup } from "./modules/images/image-cleanup.service";

async function main() {
  loadDotEnv();
  const env = loadEnv();
  log.level = env.LOG_LEVEL;
  setPasswordHashCost(env.PASSWORD_HASH_COST);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  // One LISTEN connection for the process: the public caches and the order boards both follow it.
  const notifications = new Notifications(database);
  await notifications.start();
  const content = new ContentVersion(database, { notifications });
  await content.start();
  const streams = new EventStreams();
  const client = env.NODE_ENV === "development" ? await viteDevClient() : builtClient();

  const sessionSecret = resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR);
  const lifecycle = { shuttingDown: false };
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const setupToken = SetupToken.create(env.SETUP_TOKEN).current;
  const storage = createStorage(env, sessionSecret);
  const app = createApp(
    {
      db: database.db,
      lifecycle,
      poolStats: database.poolStats,
      storage,
      content,
      notifications,
      streams,
      config: {
        sessionSecret,
        secureCookies: env.SECURE_COOKIES,
        submitRateLimit: env.SUBMIT_RATE_LIMIT,
        loginRateLimit: env.LOGIN_RATE_LIMIT,
        trustProxy: env.TRUST_PROXY,
        dataDir: env.DATA_DIR,
        publicUrl,
        metricsToken: env.METRICS_TOKEN,
        backupToken: env.BACKUP_TOKEN,
        allowedHosts: allowedHostsFor(env.PUBLIC_URL),
        setupToken,
        cachedLogSeconds: env.CACHED_LOG_SECONDS,
      },
    },
    { ...client, uploadOrigins: uploadOrigins(env) },
  );

  const server = createHttpServer(app.handle);
  // Job applications past the retention period go on start and every hour.
  const stopRetention = startRetention(database.db, log);
  // Image deletions that failed after their change committed are retried until they succeed.
  const stopImageCleanup = startImageCleanup(database.db, storage);
  server.listen(env.PORT, async () => {
    const where = database.driver === "pglite" ? `embedded PGlite in ${env.DATA_DIR}` : "PostgreSQL";
    const { port } = server.address() as AddressInfo;
    log.info(`Serving on http://localhost:${port} (${where})`);
    // The one way to create the first admin: a link only someone who reads this log can open.
    const open = setupToken ? await canSetup(database.db).catch(() => false) : false;
    if (setupToken && open) {
      const origin = env.PUBLIC_URL ?? `http://localhost:${port}`;
      log.info(`No administrator yet. Create one by opening: ${setupLink(origin, setupToken)}`);
    }
  });

  const shutdown = async (signal: string) => {
    if (lifecycle.shuttingDown) return;
    // /readyz turns 503 first, so a load balancer stops sending traffic before connections close.
    lifecycle.shuttingDown = true;
    log.info(`${signal}: not ready any more; finishing in-flight requests`);
    if (env.SHUTDOWN_DRAIN_SECONDS > 0)
      await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_SECONDS * 1000));
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      app.flushLogs();
      await stopRetention();
      await stopImageCleanup();
      await content.stop();
      await notifications.stop();
      await database.close().catch((error) => log.error({ err: safeError(error) }, "closing the database failed"));
      process.exit(0);
    });
    server.closeIdleConnections();
    // Open event streams would hold the server open; their browsers reconnect and re-read.
    streams.closeAll();
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  // The whole error with its stack: a start-up failure must be diagnosable from the log alone.
  log.fatal({ err: safeError(error) }, error instanceof Error ? error.message : String(error));
  process.exit(1);
});
