/** An API failure. `message` is "<status>: <body or status text>", as the spec asks. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }

  /** The server's Arabic `message` field, when the body is the JSON error shape. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === "string" ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The message to show a person: the server's message when there is one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text().catch(() => "");
  throw new ApiError(res.status, body, res.statusText);
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The one fetch wrapper: cookies always sent, JSON only when there is a body, errors as ApiError. */
export async function apiFetch(method: Method, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    // Public answers may sit in the HTTP cache for a few seconds; the app always asks whether
    // they changed (a 304 when not), so an admin's edit shows at once.
    cache: "no-cache",
    headers: body !== undefined ? { "Content-Type": "application/json" } : undefined,
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(res);
  return res;
}

type ServerReader = (url: string) => Promise<unknown>;
let serverReader: ServerReader | undefined;

/**
 * On the server, page rendering reads public data in-process (the same cached JSON the API
 * answers with) instead of over HTTP. Set once by the server entry; never in the browser.
 */
export function readOnServer(reader: ServerReader): void {
  serverReader = reader;
}

/** apiFetch, then the JSON body (undefined when empty). */
export async function apiRequest<T = unknown>(method: Method, url: string, body?: unknown): Promise<T> {
  if (serverReader && method === "GET") return (await serverReader(url)) as T;
  const res = await apiFetch(method, url, body);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type QueryParams = Record<string, string | number | boolean | undefined>;

/** Builds /api/<segment>/<segment>?params from a query key; a trailing object holds query parameters. */
export function pathFromKey(queryKey: readonly unknown[]): string {
  const segments: string[] = [];
  const params = new URLSearchParams();
  for (const part of queryKey) {
    if (part && typeof part === "object") {
      for (const [name, value] of Object.entries(part as QueryParams)) {
        if (value !== undefined && value !== "") params.set(name, String(value));
      }
    } else if (part !== undefined && part !== null) {
      segments.push(encodeURIComponent(String(part)));
    }
  }
  const query = params.toString();
  return `/api/${segments.join("/")}${query ? `?${query}` : ""}`;
}

/** Default reads: GET to the path built from the key. */
export function getFromKey<T>({ queryKey }: { queryKey: readonly unknown[] }): Promise<T> {
  return apiRequest<T>("GET", pathFromKey(queryKey));
}
