// The contract's vocabulary. This file and every `*.routes.ts` beside it hold no runtime import of
// zod or drizzle: the browser reads methods and paths from them, and takes the schemas' types only.
import type { z } from "zod";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call an endpoint. The server applies it before anything else runs:
 * - public: anyone (admin-only rows are still filtered by the handler);
 * - signedIn: a session, even one that must still replace its temporary password;
 * - owner: the owner's session (a password of their own);
 * - manager: an owner or a branch manager; the handler narrows a manager to their branches;
 * - cashier: any staff role (owner, manager, cashier); the handler narrows to the staff's branches;
 * - ownerOrToken: the owner, or a scheduled job presenting the backup token.
 * A signed-in account whose role is below the endpoint's gets 403.
 */
export type Access = "public" | "signedIn" | "owner" | "manager" | "cashier" | "ownerOrToken";

/** Where an endpoint lives: the half of the contract the browser needs at run time. */
export interface Route {
  readonly method: Method;
  readonly path: `/api/${string}`;
  readonly access: Access;
  /**
   * A GET that does more than read: it records something in the caller's name or does heavy work
   * (an export record, a full backup). A browser's cross-site request for it is refused, so a link
   * on another site cannot make a signed-in browser run it.
   */
  readonly effects?: true;
}

/**
 * Every route table names its feature under this key, so a caller hands the table itself to the
 * client (`call(offersRoutes, "list")`): the browser loads the tables of the features it uses, and
 * the type checker finds the endpoint's schemas by the feature's name. A symbol, so listing a
 * table's endpoints (Object.keys/entries) never meets it.
 */
export const FEATURE: unique symbol = Symbol("feature");

export interface RouteTable {
  readonly [FEATURE]: string;
  readonly [name: string]: Route;
}

/** A paged list's answer stays the plain array of one page; the total of all matches travels in this header. */
export const TOTAL_COUNT_HEADER = "X-Total-Count";

/**
 * What an endpoint takes and gives: the half that needs zod (the server and the OpenAPI document).
 * `responses` holds the success status and its body; `raw` endpoints write their own answer
 * (a CSV or a file download) and declare its media type instead.
 */
export interface Spec {
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The Arabic 404 for a path id that cannot exist. */
  readonly notFound?: string;
  readonly responses: { readonly [status: number]: z.ZodType } | { readonly raw: string };
}

/** The zod half of a route table: the same keys, no more, no fewer. */
export type SpecsOf<R extends RouteTable> = { readonly [K in Exclude<keyof R, symbol>]: Spec };

type Part<S, Name extends "params" | "query" | "body"> = S extends { [P in Name]: infer T extends z.ZodType }
  ? undefined extends z.input<T>
    ? { [P in Name]?: z.input<T> }
    : { [P in Name]: z.input<T> }
  : { [P in Name]?: never };

/** What a caller sends: params, query and body, each present exactly when the endpoint takes it. */
export type Input<S> = Part<S, "params"> & Part<S, "query"> & Part<S, "body">;

type SuccessBody<R> = R extends { raw: string }
  ? string
  : R extends { 200: infer T extends z.ZodType }
    ? z.output<T>
    : R extends { 201: infer T extends z.ZodType }
      ? z.output<T>
      : undefined;

/** What a caller gets back on success, as it arrives over JSON. */
export type Output<S> = S extends { responses: infer R } ? SuccessBody<R> : never;

/** What the endpoint receives once the contract has validated it. */
export type Parsed<S> = {
  params: S extends { params: infer T extends z.ZodType } ? z.output<T> : Record<string, never>;
  query: S extends { query: infer T extends z.ZodType } ? z.output<T> : Record<string, never>;
  body: S extends { body: infer T extends z.ZodType } ? z.output<T> : undefined;
};

/** A JSON body as a handler may return it: dates may still be Date objects, JSON turns them into text. */
export type BeforeJson<T> = T extends string
  ? string | Date
  : T extends readonly (infer U)[]
    ? readonly BeforeJson<U>[]
    : T extends object
      ? { [K in keyof T]: BeforeJson<T[K]> }
      : T;

/** The path with its `:name` segments filled in (encoded) and the query appended. */
export function urlOf(
  route: Route,
  params?: Record<string, string | number>,
  query?: Record<string, string | number | boolean | null | undefined>,
): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const text = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join("&");
  return text ? `${path}?${text}` : path;
}
