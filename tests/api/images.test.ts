import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { VARIANT_WIDTHS } from "../../shared/schema/menu-images";
import { createLogger } from "../../server/observability/logger";
import { LocalStorage } from "../../server/storage/local-storage";
import { startAdminApp } from "../support/admin-app";
import { startTestApp, type TestApp } from "../support/test-app";
import { imageCleanupCases } from "../support/image-cleanup-cases";
import { imagePipelineCases, png } from "../support/images-cases";

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

describe("one signed upload URL, one upload, one image", () => {
  const suite = startAdminApp();

  const imageFiles = () => {
    const dir = path.join(suite.app.deps.config.dataDir, "objects", "images");
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".webp")) : [];
  };
  const put = async (uploadURL: string) =>
    fetch(suite.app.baseUrl + uploadURL, {
      method: "PUT",
      body: new Uint8Array(await png(400, 300)),
      headers: { "content-type": "image/png" },
    });

  it("5 parallel processing calls make one image; the URL cannot be used again afterwards", async () => {
    const { admin } = suite;
    const before = imageFiles().length;
    const { uploadURL } = (await admin.post("/api/objects/upload")).body as { uploadURL: string };
    expect((await put(uploadURL)).status).toBe(200);
    expect((await put(uploadURL)).status).toBe(409);

    const results = await Promise.all(
      Array.from({ length: 5 }, () => admin.put("/api/menu-item-images", { imageURL: uploadURL })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const paths = new Set(results.map((r) => r.body.objectPath));
    expect(paths.size).toBe(1);
    // One full image and its width variants.
    expect(imageFiles().length - before).toBe(1 + VARIANT_WIDTHS.length);

    const third = await put(uploadURL);
    expect(third.status).toBe(409);
    expect((await third.json()).message).toBe("تم استخدام رابط الرفع مسبقاً");
    const again = await admin.put("/api/menu-item-images", { imageURL: uploadURL });
    expect(again.body.objectPath).toBe([...paths][0]);
    expect(imageFiles().length - before).toBe(1 + VARIANT_WIDTHS.length);
  });
});

/** Local disk whose writes fail while `down` is set, like an S3 outage or a full disk. */
class FlakyStorage extends LocalStorage {
  down = false;
  override async write(key: string, body: Buffer, contentType: string) {
    if (this.down) throw Object.assign(new Error("storage unavailable"), { code: "ECONNRESET" });
    return super.write(key, body, contentType);
  }
}

describe("a storage outage while processing an image", () => {
  let storage: FlakyStorage;
  const lines: string[] = [];
  const logger = createLogger({ level: "info", destination: { write: (line: string) => void lines.push(line) } });
  const suite = startAdminApp(
    {},
    { logger, storage: (dataDir, secret) => (storage = new FlakyStorage(dataDir, secret)) },
  );

  const uploaded = async (body: Buffer) => {
    const { uploadURL } = (await suite.admin.post("/api/objects/upload")).body as { uploadURL: string };
    expect((await fetch(suite.app.baseUrl + uploadURL, { method: "PUT", body: new Uint8Array(body) })).status).toBe(
      200,
    );
    return uploadURL;
  };
  const objects = (folder: string) => {
    const dir = path.join(suite.app.deps.config.dataDir, "objects", folder);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it("is a logged 500, not 415 'not an image'; the upload is kept and a retry after the outage succeeds", async () => {
    const { admin } = suite;
    const url = await uploaded(await png(400, 300));
    storage.down = true;
    const failed = await admin.put("/api/menu-item-images", { imageURL: url });
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ code: "internal", message: "حدث خطأ غير متوقع، يرجى المحاولة لاحقاً" });
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
    const res = await suite.admin.put("/api/menu-item-images", { imageURL: url });
    expect(res.status).toBe(415);
    expect(objects("uploads")).toEqual([]);
  });
});
