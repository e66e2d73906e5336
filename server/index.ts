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
  const app = createApp(
    {
      db: database.db,
      storage: createStorage(env, sessionSecret),
      content,
      config: {
        sessionSecret,
        secureCookies: env.SECURE_COOKIES,
        submitRateLimit: env.SUBMIT_RATE_LIMIT,
        trustProxy: env.TRUST_PROXY,
        dataDir: env.DATA_DIR,
        publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
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

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing in-flight requests`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await content.stop();
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
