import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app";
import { imageCleanupCases } from "./image-cleanup-cases";
import { imagePipelineCases, png } from "./images-cases";

const listLocal = async (app: TestApp, prefix: string) => {
  const folder = path.join(app.deps.config.dataDir, "objects", prefix);
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder).map((name) => prefix + name);
};

describe("image uploads on local disk", () => {
  imagePipelineCases({ start: () => startTestApp(), listKeys: listLocal });
});

describe("stored image cleanup on local disk", () => {
  imageCleanupCases({ start: () => startTestApp(), listKeys: listLocal });
});

describe("local signed upload URL", () => {
  it("accepts one PUT only, and a URL signed with another secret is refused", async () => {
    const app = await startTestApp();
    try {
      const { LocalStorage } = await import("../../server/storage/local-storage");
      const key = `uploads/${crypto.randomUUID()}`;
      const url = await app.deps.storage.createUploadUrl(key);
      const body = new Uint8Array(await png(20, 20));
      expect((await fetch(app.baseUrl + url, { method: "PUT", body })).status).toBe(200);
      expect((await fetch(app.baseUrl + url, { method: "PUT", body })).status).toBe(409);

      const foreign = await new LocalStorage(app.deps.config.dataDir, "another-secret-another-secret").createUploadUrl(
        `uploads/${crypto.randomUUID()}`,
      );
      expect((await fetch(app.baseUrl + foreign, { method: "PUT", body })).status).toBe(403);
      expect(await listLocal(app, "uploads/")).toEqual([key]);
    } finally {
      await app.close();
    }
  });
});
