import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../server/observability/logger";
import { LocalStorage } from "../../server/storage/local-storage";
import { signInAdmin } from "../support/factories";
import type { TestClient } from "../support/http";
import { startTestApp, type TestApp } from "../support/test-app";
import { png } from "./images-cases";

/** Local disk whose writes fail while `down` is set, like an S3 outage or a full disk. */
class FlakyStorage extends LocalStorage {
  down = false;
  override async write(key: string, body: Buffer, contentType: string) {
    if (this.down) throw Object.assign(new Error("storage unavailable"), { code: "ECONNRESET" });
    return super.write(key, body, contentType);
  }
}

describe("a storage outage while processing an image", () => {
  let app: TestApp;
  let admin: TestClient;
  let storage: FlakyStorage;
  const lines: string[] = [];
  beforeAll(async () => {
    const logger = createLogger({ level: "info", destination: { write: (line: string) => void lines.push(line) } });
    app = await startTestApp(
      {},
      { logger, storage: (dataDir, secret) => (storage = new FlakyStorage(dataDir, secret)) },
    );
    admin = app.client();
    await signInAdmin(app.db, admin);
  });
  afterAll(() => app.close());

  const uploaded = async (body: Buffer) => {
    const { uploadURL } = (await admin.post("/api/objects/upload")).body as { uploadURL: string };
    expect((await fetch(app.baseUrl + uploadURL, { method: "PUT", body: new Uint8Array(body) })).status).toBe(200);
    return uploadURL;
  };
  const objects = (folder: string) => {
    const dir = path.join(app.deps.config.dataDir, "objects", folder);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it("is a logged 500, not 415 'not an image'; the upload is kept and a retry after the outage succeeds", async () => {
    const url = await uploaded(await png(400, 300));
    storage.down = true;
    const failed = await admin.put("/api/menu-item-images", { imageURL: url });
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ message: "حدث خطأ غير متوقع، يرجى المحاولة لاحقاً" });
    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === "request failed");
    expect(logged).toMatchObject({
      level: 50,
      method: "PUT",
      route: "/api/menu-item-images",
      err: { message: "storage unavailable" },
    });
    expect(objects("uploads")).toHaveLength(1);
    expect(objects("images")).toEqual([]);

    storage.down = false;
    const retried = await admin.put("/api/menu-item-images", { imageURL: url });
    expect(retried.status).toBe(200);
    expect(retried.body.objectPath).toMatch(/^\/objects\/[0-9a-f-]{36}\.webp$/);
    expect(objects("uploads")).toEqual([]);
  });

  it("still answers 415 for a file that is not an image, storage being fine", async () => {
    const url = await uploaded(Buffer.from("<!doctype html><p>hi</p>"));
    const res = await admin.put("/api/menu-item-images", { imageURL: url });
    expect(res.status).toBe(415);
    expect(objects("uploads")).toEqual([]);
  });
});
