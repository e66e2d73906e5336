import http from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "./app";
import { builtClient, viteDevClient } from "./client";
import { uploadOrigins } from "./csp";
import { openDatabase } from "./db/client";
import { loadDotEnv, loadEnv } from "./env";
import { ContentVersion } from "./public-site/content-version";
import { resolveSessionSecret } from "./secret";
import { createStorage } from "./storage/create-storage";

async function main() {
  loadDotEnv();
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const content = new ContentVersion(database);
  await content.start();
  const client = env.NODE_ENV === "development" ? await viteDevClient() : builtClient();

  const sessionSecret = resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR);
  const lifecycle = { shuttingDown: false };
  const app = createApp(
    {
      db: database.db,
      lifecycle,
      poolStats: database.poolStats,
      storage: createStorage(env, sessionSecret),
      content,
      config: {
        sessionSecret,
        secureCookies: env.SECURE_COOKIES,
        submitRateLimit: env.SUBMIT_RATE_LIMIT,
        trustProxy: env.TRUST_PROXY,
        dataDir: env.DATA_DIR,
        publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
        metricsToken: env.METRICS_TOKEN,
      },
    },
    { ...client, uploadOrigins: uploadOrigins(env) },
  );

  const server = http.createServer(app.handle);
  server.listen(env.PORT, () => {
    const where = database.driver === "pglite" ? `embedded PGlite in ${env.DATA_DIR}` : "PostgreSQL";
    const { port } = server.address() as AddressInfo;
    console.log(`Serving on http://localhost:${port} (${where})`);
  });

  const shutdown = async (signal: string) => {
    if (lifecycle.shuttingDown) return;
    // /readyz turns 503 first, so a load balancer stops sending traffic before connections close.
    lifecycle.shuttingDown = true;
    console.log(`${signal}: not ready any more; finishing in-flight requests`);
    if (env.SHUTDOWN_DRAIN_SECONDS > 0) await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_SECONDS * 1000));
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await content.stop();
      await database.close().catch((error) => console.error(error));
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
