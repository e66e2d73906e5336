/** A tiny HTTP client for API tests that keeps cookies like a browser would. */
export class TestClient {
  cookies = new Map<string, string>();
  constructor(private readonly base: string | (() => string)) {}

  get baseUrl() {
    return typeof this.base === "string" ? this.base : this.base();
  }

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { ...headers }, redirect: "manual" };
    if (this.cookies.size) (init.headers as Record<string, string>).cookie = this.cookieHeader;
    if (body !== undefined) {
      if (typeof body === "string" || body instanceof Uint8Array) {
        init.body = body as BodyInit;
      } else {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)["content-type"] = "application/json";
      }
    }
    const res = await fetch(this.baseUrl + path, init);
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    // An event stream never ends by itself: its answer is its status and headers.
    if (res.headers.get("content-type")?.startsWith("text/event-stream")) {
      await res.body?.cancel();
      return { status: res.status, headers: res.headers, text: "", body: undefined };
    }
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response fields and assert them; each test states the shape it expects
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, body: json };
  }

  get = (path: string, headers?: Record<string, string>) => this.request("GET", path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request("POST", path, body, headers);
  put = (path: string, body?: unknown, headers?: Record<string, string>) => this.request("PUT", path, body, headers);
  delete = (path: string, headers?: Record<string, string>) => this.request("DELETE", path, undefined, headers);
}
