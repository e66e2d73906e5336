// A small client of the site's own API for scripts (demo content, benchmarks): keeps the session
// cookie, throws on any error answer, and uploads generated photos through the real image pipeline.
import sharp from "sharp";

export class SiteApi {
  private cookie = "";
  constructor(readonly base: string) {}

  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    const res = await fetch(this.base + path, {
      method,
      headers: {
        ...extraHeaders,
        ...(body !== undefined && { "content-type": "application/json" }),
        ...(this.cookie && { cookie: this.cookie }),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const setCookie = res.headers.get("set-cookie");
    if (setCookie) this.cookie = setCookie.split(";")[0];
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** Creates the first admin when the site has none (with the setup link's token from SETUP_TOKEN), then signs in. */
  async signIn(username: string, password: string): Promise<void> {
    const { canSetup } = await this.call<{ canSetup: boolean }>("GET", "/api/admin/can-setup");
    if (canSetup) await this.call("POST", "/api/admin/setup", { username, password, token: process.env.SETUP_TOKEN });
    await this.call("POST", "/api/admin/login", { username, password });
  }

  /** A warm, round "plate" picture (a generated photo, not a real one), uploaded and processed. */
  async uploadPlate(hue: number): Promise<string> {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
      <defs><radialGradient id="g"><stop offset="0" stop-color="hsl(${hue},85%,60%)"/><stop offset="1" stop-color="hsl(${hue},70%,30%)"/></radialGradient></defs>
      <rect width="1200" height="900" fill="hsl(${hue + 20},40%,92%)"/><circle cx="600" cy="450" r="380" fill="#fff"/>
      <circle cx="600" cy="450" r="300" fill="url(#g)"/></svg>`;
    return this.uploadImage(await sharp(Buffer.from(svg)).png().toBuffer(), "image/png");
  }

  /** Uploads an image file through the real pipeline and answers its imageUrl. */
  async uploadImage(file: Buffer, contentType: string): Promise<string> {
    const { uploadURL } = await this.call<{ uploadURL: string }>("POST", "/api/objects/upload");
    const put = await fetch(new URL(uploadURL, this.base), {
      method: "PUT",
      headers: { "content-type": contentType },
      body: new Uint8Array(file),
    });
    if (!put.ok) throw new Error(`upload: ${put.status} ${await put.text()}`);
    const { objectPath } = await this.call<{ objectPath: string }>("PUT", "/api/menu-item-images", {
      imageURL: uploadURL,
    });
    return objectPath;
  }
}
