// The upload and image pipeline cases, run against each storage backend by images*.test.ts.
import crypto from "node:crypto";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { type AdminSuite, startAdminAppWith } from "./admin-app";
import type { TestClient } from "./http";
import type { TestApp } from "./test-app";

export interface Backend {
  start(): Promise<TestApp>;
  /** Keys stored under a prefix ("images/", "uploads/"). */
  listKeys(app: TestApp, prefix: string): Promise<string[]>;
  stop?(): Promise<void>;
}

/**
 * Starts the backend's app with a signed-in admin before the cases of a file, and stops both after.
 * The returned suite's fields are set once `beforeAll` has run; `ready`, if given, is handed them then.
 */
export function withBackendApp(backend: Backend, ready?: (app: TestApp, admin: TestClient) => void): AdminSuite {
  const suite = startAdminAppWith(
    () => backend.start(),
    async () => {
      await backend.stop?.();
    },
  );
  if (ready) beforeAll(() => ready(suite.app, suite.admin));
  return suite;
}

const MAX = 10_485_760;
export const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 217, g: 88, b: 6 } } })
    .png()
    .toBuffer();
export const jpeg = () =>
  sharp({ create: { width: 500, height: 400, channels: 3, background: { r: 30, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
const HTML = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
const SCRIPT = Buffer.from("#!/bin/sh\nrm -rf /\n");

export function imagePipelineCases(backend: Backend) {
  const suite = withBackendApp(backend);

  const absolute = (url: string) => (url.startsWith("/") ? suite.app.baseUrl + url : url);
  const newUploadUrl = async () => {
    const res = await suite.admin.post("/api/objects/upload");
    expect(res.status).toBe(200);
    expect(typeof res.body.uploadURL).toBe("string");
    return res.body.uploadURL as string;
  };
  const putTo = (url: string, body: Buffer, type = "application/octet-stream") =>
    fetch(absolute(url), { method: "PUT", body: new Uint8Array(body), headers: { "content-type": type } });
  const upload = async (body: Buffer, type?: string) => {
    const url = await newUploadUrl();
    const put = await putTo(url, body, type);
    expect(put.status).toBe(200);
    return url;
  };
  const process = (imageURL: string) => suite.admin.put("/api/menu-item-images", { imageURL });

  it("refuses upload URLs and processing to visitors", async () => {
    const visitor = suite.app.client();
    expect((await visitor.post("/api/objects/upload")).status).toBe(401);
    expect((await visitor.put("/api/menu-item-images", { imageURL: "/api/uploads/x" })).status).toBe(401);
  });

  it("accepts a PNG, serves WebP variants with long-lived cache headers, and consumes the upload", async () => {
    const url = await upload(await png(), "image/png");
    const res = await process(url);
    expect(res.status).toBe(200);
    expect(res.body.objectPath).toMatch(/^\/objects\/[0-9a-f-]{36}\.webp$/);
    const id = res.body.objectPath.slice(9, -5);
    expect(res.body.variants).toEqual({
      240: `/objects/${id}-w240.webp`,
      320: `/objects/${id}-w320.webp`,
      480: `/objects/${id}-w480.webp`,
      640: `/objects/${id}-w640.webp`,
      800: `/objects/${id}-w800.webp`,
      1024: `/objects/${id}-w1024.webp`,
    });

    const full = await fetch(suite.app.baseUrl + res.body.objectPath);
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("image/webp");
    expect(full.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(full.headers.get("x-content-type-options")).toBe("nosniff");
    expect(full.headers.get("content-disposition")).toBe(`inline; filename="${id}.webp"`);
    const meta = await sharp(Buffer.from(await full.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 800, height: 600 });

    const small = await fetch(suite.app.baseUrl + res.body.variants[320]);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320);
    // Never enlarged: the 1024 variant of an 800px image stays 800px.
    const large = await fetch(suite.app.baseUrl + res.body.variants[1024]);
    expect((await sharp(Buffer.from(await large.arrayBuffer())).metadata()).width).toBe(800);

    expect(await backend.listKeys(suite.app, "images/")).toEqual(
      expect.arrayContaining([
        `images/${id}.webp`,
        `images/${id}-w240.webp`,
        `images/${id}-w320.webp`,
        `images/${id}-w480.webp`,
        `images/${id}-w640.webp`,
        `images/${id}-w800.webp`,
        `images/${id}-w1024.webp`,
      ]),
    );
    // The raw upload is gone; processing the same URL again answers the same image, never a second one.
    expect(await backend.listKeys(suite.app, "uploads/")).toEqual([]);
    const again = await process(url);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
  });

  it("makes a width an older image lacks from its full image on first request, and keeps it", async () => {
    const res = await process(await upload(await png(1200, 900), "image/png"));
    expect(res.status).toBe(200);
    const id = res.body.objectPath.slice(9, -5);
    // As if processed before 480 px joined the widths: that copy was never written.
    await suite.app.deps.storage.remove(`images/${id}-w480.webp`);
    expect(await backend.listKeys(suite.app, "images/")).not.toContain(`images/${id}-w480.webp`);

    const made = await fetch(`${suite.app.baseUrl}/objects/${id}-w480.webp`);
    expect(made.status).toBe(200);
    expect(made.headers.get("content-type")).toBe("image/webp");
    expect(made.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await sharp(Buffer.from(await made.arrayBuffer())).metadata()).toMatchObject({
      format: "webp",
      width: 480,
      height: 360,
    });
    expect(await backend.listKeys(suite.app, "images/")).toContain(`images/${id}-w480.webp`);
  });

  it("answers 404 for a width that is not one of the variants, or a variant of an image that does not exist", async () => {
    const res = await process(await upload(await png(), "image/png"));
    const id = res.body.objectPath.slice(9, -5);
    expect((await fetch(`${suite.app.baseUrl}/objects/${id}-w500.webp`)).status).toBe(404);
    expect((await fetch(`${suite.app.baseUrl}/objects/${crypto.randomUUID()}-w480.webp`)).status).toBe(404);
    expect(await backend.listKeys(suite.app, "images/")).not.toContain(`images/${id}-w500.webp`);
  });

  it("accepts a JPEG and serves it as an image", async () => {
    const res = await process(await upload(await jpeg(), "image/jpeg"));
    expect(res.status).toBe(200);
    const served = await fetch(suite.app.baseUrl + res.body.objectPath);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("webp");
  });

  it("refuses a script, an SVG and an HTML page, storing no image", async () => {
    const before = await backend.listKeys(suite.app, "images/");
    for (const [body, type] of [
      [SCRIPT, "text/x-sh"],
      [SVG, "image/svg+xml"],
      [HTML, "image/png"],
    ] as const) {
      const res = await process(await upload(body, type));
      expect(res.status, type).toBe(415);
      expect(res.body.message).toMatch(/ليس صورة صالحة/);
    }
    expect(await backend.listKeys(suite.app, "images/")).toEqual(before);
    expect(await backend.listKeys(suite.app, "uploads/")).toEqual([]);
  });

  it("refuses a file over 10,485,760 bytes", async () => {
    const big = Buffer.concat([await png(), crypto.randomBytes(MAX)]);
    const url = await newUploadUrl();
    const put = await putTo(url, big, "image/png");
    if (put.status === 200) {
      // S3 takes any size through a presigned PUT; the check happens when processing.
      const res = await process(url);
      expect(res.status).toBe(413);
      expect(res.body.message).toBe("حجم الصورة أكبر من 10 ميغابايت");
    } else {
      expect(put.status).toBe(413);
    }
    expect(await backend.listKeys(suite.app, "uploads/")).toEqual([]);
  });

  it("refuses an expired or altered signed URL (403)", async () => {
    const key = `uploads/${crypto.randomUUID()}`;
    const expired = await suite.app.deps.storage.createUploadUrl(key, {
      signedAt: new Date(Date.now() - 16 * 60 * 1000),
    });
    expect((await putTo(expired, await png())).status).toBe(403);

    const url = await newUploadUrl();
    const altered = url.replace(
      /(sig=|X-Amz-Signature=)([0-9a-zA-Z_-])/,
      (_m, name, ch) => name + (ch === "A" ? "B" : "A"),
    );
    expect(altered).not.toBe(url);
    expect((await putTo(altered, await png())).status).toBe(403);
    expect(await backend.listKeys(suite.app, "uploads/")).toEqual([]);
  });

  it("issues URLs that expire after 15 minutes", async () => {
    const key = `uploads/${crypto.randomUUID()}`;
    const almost = await suite.app.deps.storage.createUploadUrl(key, {
      signedAt: new Date(Date.now() - 14 * 60 * 1000),
    });
    expect((await putTo(almost, await png())).status).toBe(200);
    await suite.app.deps.storage.remove(key);
  });

  it("cannot write outside its own key", async () => {
    const url = await newUploadUrl();
    const other = crypto.randomUUID();
    const moved = url.replace(/uploads\/[0-9a-f-]{36}/, `uploads/${other}`);
    expect(moved).not.toBe(url);
    expect((await putTo(moved, await png())).status).toBe(403);
    const traversal = url.replace(/uploads\/[0-9a-f-]{36}/, "uploads/..%2Fimages%2Fevil.webp");
    expect([403, 404]).toContain((await putTo(traversal, await png())).status);
    expect(await backend.listKeys(suite.app, "uploads/")).toEqual([]);
    expect((await backend.listKeys(suite.app, "images/")).some((k) => k.includes("evil"))).toBe(false);
  });

  it("answers unknown or malformed object names and upload URLs with 404/400, never 500", async () => {
    expect((await fetch(`${suite.app.baseUrl}/objects/${crypto.randomUUID()}.webp`)).status).toBe(404);
    expect((await fetch(`${suite.app.baseUrl}/objects/..%2F..%2Fsession-secret`)).status).toBe(404);
    expect((await fetch(`${suite.app.baseUrl}/objects/x.svg`)).status).toBe(404);
    expect((await process("https://evil.example/file.png")).status).toBe(400);
    expect((await process("")).status).toBe(400);
    expect((await process(`/api/uploads/${crypto.randomUUID()}`)).status).toBe(404);
  });
}
