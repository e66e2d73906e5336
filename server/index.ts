import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "./app";
import { serveBuiltClient, serveViteDev } from "./client";
import { contentSecurityPolicy, uploadOrigins } from "./csp";
import { openDatabase } from "./db/client";
import { loadDotEnv, loadEnv } from "./env";
import { resolveSessionSecret } from "./secret";
import { createStorage } from "./storage/create-storage";

async function main() {
  loadDotEnv();
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const dev = env.NODE_ENV === "development";
  const viteApp = dev ? await import("express").then((m) => m.default()) : undefined;
  if (viteApp) await serveViteDev(viteApp);

  const sessionSecret = resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR);
  const app = createApp(
    {
      db: database.db,
      storage: createStorage(env, sessionSecret),
      config: {
        sessionSecret,
        secureCookies: env.SECURE_COOKIES,
        submitRateLimit: env.SUBMIT_RATE_LIMIT,
        trustProxy: env.TRUST_PROXY,
        dataDir: env.DATA_DIR,
      },
    },
    (app) => (viteApp ? app.use(viteApp) : serveBuiltClient(app, { csp: contentSecurityPolicy(uploadOrigins(env)) })),
  );

  const server: Server = app.listen(env.PORT, () => {
    const where = database.driver === "pglite" ? `embedded PGlite in ${env.DATA_DIR}` : "PostgreSQL";
    const { port } = server.address() as AddressInfo;
    console.log(`Serving on http://localhost:${port} (${where})`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing in-flight requests`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await database.close().catch((error) => console.error(error));
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
