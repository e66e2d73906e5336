import { afterAll, beforeAll } from "vitest";
import { signInAdmin } from "./factories";
import type { TestClient } from "./http";
import { startTestApp, type TestApp } from "./test-app";

export interface AdminSuite {
  app: TestApp;
  /** A client signed in as a fresh administrator. */
  admin: TestClient;
  /** That administrator's username. */
  username: string;
}

/**
 * The usual start of an API suite: the app on a fresh database, and an administrator signed in.
 * Call inside `describe`; the fields are set once `beforeAll` has run.
 */
export function startAdminApp(...options: Parameters<typeof startTestApp>): AdminSuite {
  return startAdminAppWith(() => startTestApp(...options));
}

/**
 * `startAdminApp` for an app started another way (a storage backend's own start); `stop`, if given,
 * runs after the app has closed.
 */
export function startAdminAppWith(start: () => Promise<TestApp>, stop?: () => Promise<void>): AdminSuite {
  const suite = {} as AdminSuite;
  beforeAll(async () => {
    suite.app = await start();
    suite.admin = suite.app.client();
    suite.username = (await signInAdmin(suite.app.db, suite.admin)).username;
  });
  afterAll(async () => {
    await suite.app?.close();
    await stop?.();
  });
  return suite;
}
