import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp, type ClientOptions } from "../../server/app";
import { createHttpServer } from "../../server/http-server";
import type { AppConfig, AppDeps } from "../../server/deps";
import type { Logger } from "../../server/observability/logger";
import { ContentVersion } from "../../server/public-site/content-version";
import { Notifications } from "../../server/db/notifications";
import { EventStreams } from "../../server/lib/event-streams";
import type { Database } from "../../server/db/client";
import { LocalStorage } from "../../server/storage/local-storage";
import type { ObjectStorage } from "../../server/storage/object-storage";
import { TestClient } from "./http";
import { freshDatabase } from "./test-db";

export interface TestApp {
  database: Database;
  /** The PostgreSQL database's URL (unset on PGlite), for a second app on the same data. */
  databaseUrl?: string;
  db: Database["db"];
  baseUrl: string;
  deps: AppDeps;
  client(): TestClient;
  /** Restarts the HTTP server (a new app instance) on the same database; sessions must survive. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** The first-admin setup link's token in every test app (SETUP_TOKEN in a real process). */
export const TEST_SETUP_TOKEN = "test-setup-token-0123456789";

/** The real app, in-process on port 0, on a fresh migrated database. */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  options: {
    storage?: (dataDir: string, sessionSecret: string) => ObjectStorage;
    client?: ClientOptions;
    logger?: Logger;
    /** The app's clock (rules that depend on the time of day read it). */
    now?: () => Date;
  } = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "app-test-"));
  const config: AppConfig = {
    sessionSecret: "test-secret-test-secret-test-secret",
    secureCookies: false,
    submitRateLimit: 0,
    // Tests sign in often from one address; the login flood test turns the limit on.
    loginRateLimit: 0,
    trustProxy: "",
    dataDir,
    setupToken: TEST_SETUP_TOKEN,
    ...overrides,
  };
  // Local disk in the temp data folder unless the test brings its own backend (e.g. S3).
  const storage = options.storage?.(dataDir, config.sessionSecret) ?? new LocalStorage(dataDir, config.sessionSecret);
  const notifications = new Notifications(database);
  await notifications.start();
  const content = new ContentVersion(database, { notifications, now: options.now });
  await content.start();
  const streams = new EventStreams();
  const deps: AppDeps = {
    db: database.db,
    config,
    storage,
    content,
    notifications,
    streams,
    lifecycle: { shuttingDown: false },
    poolStats: database.poolStats,
    logger: options.logger,
    now: options.now,
  };
  let server = await listen(deps, options.client);
  const state = {
    database,
    databaseUrl: database.url,
    db: database.db,
    deps,
    baseUrl: urlOf(server),
    client: () => new TestClient(() => state.baseUrl),
    restart: async () => {
      // A new port: pooled keep-alive sockets to the old server cannot be reused by mistake.
      streams.closeAll();
      await closeServer(server);
      server = await listen(deps, options.client);
      state.baseUrl = urlOf(server);
    },
    close: async () => {
      streams.closeAll();
      await closeServer(server);
      await content.stop();
      await notifications.stop();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return state;
}

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

function listen(deps: AppDeps, client: ClientOptions = {}, port = 0): Promise<Server> {
  const app = createApp(deps, client);
  return new Promise((resolve) => {
    const server = createHttpServer(app.handle).listen(port, "127.0.0.1", () => resolve(server));
  });
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
