import { afterAll, beforeAll } from "vitest";
import { signInAdmin } from "./factories";
import type { TestClient } from "./http";
import { startTestApp, type TestApp } from "./test-app";

export interface AdminSuite {
  app: TestApp;
  /** A client signed in as a fresh administrator. */
  admin: TestClient;
}

/**
 * The usual start of an API suite: the app on a fresh database, and an administrator signed in.
 * Call inside `describe`; the fields are set once `beforeAll` has run.
 */
export function startAdminApp(...options: Parameters<typeof startTestApp>): AdminSuite {
  const suite = {} as AdminSuite;
  beforeAll(async () => {
    suite.app = await startTestApp(...options);
    suite.admin = suite.app.client();
    await signInAdmin(suite.app.db, suite.admin);
  });
  afterAll(() => suite.app?.close());
  return suite;
}
