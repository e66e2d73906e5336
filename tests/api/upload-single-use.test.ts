import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../support/http";
import { startTestApp, type TestApp } from "../support/test-app";
import { signInAdmin } from "../support/factories";
import { png } from "./images-cases";

describe("one signed upload URL, one upload, one image", () => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await startTestApp();
    admin = app.client();
    await signInAdmin(app.db, admin);
  });
  afterAll(() => app.close());

  const imageFiles = () => {
    const dir = path.join(app.deps.config.dataDir, "objects", "images");
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".webp")) : [];
  };
  const put = async (uploadURL: string) =>
    fetch(app.baseUrl + uploadURL, {
      method: "PUT",
      body: new Uint8Array(await png(400, 300)),
      headers: { "content-type": "image/png" },
    });

  it("5 parallel processing calls make one image; the URL cannot be used again afterwards", async () => {
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
    // One full image and its three width variants.
    expect(imageFiles().length - before).toBe(4);

    const third = await put(uploadURL);
    expect(third.status).toBe(409);
    expect((await third.json()).message).toBe("تم استخدام رابط الرفع مسبقاً");
    const again = await admin.put("/api/menu-item-images", { imageURL: uploadURL });
    expect(again.body.objectPath).toBe([...paths][0]);
    expect(imageFiles().length - before).toBe(4);
  });
});
