import { queryOptions } from "@tanstack/react-query";
import type { SpecOf } from "@shared/api/contract";
import { FEATURE, type Input, type Output, type Route, type RouteTable, urlOf } from "@shared/api/endpoint";
import type { EndpointName, Feature } from "@shared/api/routes";
/** An API failure. `message` is "<status>: <body or status text>", so a log line or a test names both. */
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
export async function apiFetch(
  method: Method,
  url: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers = { ...(body !== undefined && { "Content-Type": "application/json" }), ...extraHeaders };
  const res = await fetch(url, {
    method,
    credentials: "include",
    // Public answers may sit in the HTTP cache for a few seconds; the app always asks whether
    // they changed (a 304 when not), so an admin's edit shows at once.
    cache: "no-cache",
    headers: Object.keys(headers).length > 0 ? headers : undefined,
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
export async function apiRequest<T = unknown>(
  method: Method,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  if (serverReader && method === "GET") return (await serverReader(url)) as T;
  const res = await apiFetch(method, url, body, headers);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

// ---- Calls through the contract: the only way the app names an endpoint. ----
// A caller hands over the feature's route table (`call(offersRoutes, "list")`): the browser loads only
// the tables of the features a page uses, and the types come from the contract under the table's name.

export type Args<S> = object extends Input<S> ? [input?: Input<S>] : [input: Input<S>];
/** A feature's route table, as far as a caller needs to name it. */
export type TableOf<F extends Feature> = { readonly [FEATURE]: F };
type Loose = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
};

const routeOf = (table: TableOf<Feature>, name: string): Route => (table as unknown as RouteTable)[name];

/** The URL of an endpoint with its params and query (for links such as a CSV download). */
export function hrefOf<F extends Feature, N extends EndpointName<F>>(
  table: TableOf<F>,
  name: N,
  ...[input]: Args<SpecOf<F, N>>
): string {
  const { params, query } = (input ?? {}) as Loose;
  return urlOf(routeOf(table, name), params, query);
}

/** Calls one endpoint: the URL, method and body come from the contract, and so does the answer's type. */
export async function call<F extends Feature, N extends EndpointName<F>>(
  table: TableOf<F>,
  name: N,
  ...[input]: Args<SpecOf<F, N>>
): Promise<Output<SpecOf<F, N>>> {
  const route = routeOf(table, name);
  const { params, query, body } = (input ?? {}) as Loose;
  return apiRequest<Output<SpecOf<F, N>>>(route.method, urlOf(route, params, query), body);
}

/** `call` with request headers of its own (an Idempotency-Key, so a retried write is done once). */
export async function callWithHeaders<F extends Feature, N extends EndpointName<F>>(
  headers: Record<string, string>,
  table: TableOf<F>,
  name: N,
  ...[input]: Args<SpecOf<F, N>>
): Promise<Output<SpecOf<F, N>>> {
  const route = routeOf(table, name);
  const { params, query, body } = (input ?? {}) as Loose;
  return apiRequest<Output<SpecOf<F, N>>>(route.method, urlOf(route, params, query), body, headers);
}

/**
 * Query options for a read. The key is [feature, name, input], so invalidating [feature] refreshes
 * every read of that feature, and the server's renderer prefetches under the same key.
 */
export function apiQuery<F extends Feature, N extends EndpointName<F>>(
  table: TableOf<F>,
  name: N,
  ...[input]: Args<SpecOf<F, N>>
) {
  return queryOptions({
    queryKey: [table[FEATURE], name, input ?? {}] as const,
    queryFn: () => call(table, name, ...([input] as Args<SpecOf<F, N>>)),
  });
}
