import type { Request, RequestHandler, Response, Router } from "express";
import type { z } from "zod";
import { contract, type SpecOf } from "@shared/api/contract";
import type { Access, BeforeJson, Output, Parsed, Route, Spec } from "@shared/api/endpoint";
import { routes, type EndpointName, type Feature } from "@shared/api/routes";
import type { AppDeps } from "../deps";
import { refuseCrossSite } from "../middleware/origin-check";
import { requireRole, requireSignedIn } from "../middleware/staff-access";
import { apiRouter } from "./api-router";
import { AppError, notFound } from "./app-error";
import { hasBearerToken } from "./secret-match";

// void, not undefined: an async handler that writes its own answer or has no body simply returns.
// biome-ignore lint/suspicious/noConfusingVoidType: the return type of a handler with no body
type NoBody = void;
type Result<S> = S extends { responses: { raw: string } }
  ? NoBody
  : [Output<S>] extends [undefined]
    ? NoBody
    : BeforeJson<Output<S>>;

/** One endpoint's code: it gets the validated request and returns the body the contract declares. */
export type Handler<S> = (request: Parsed<S> & { req: Request; res: Response }) => Promise<Result<S>> | Result<S>;

/** A handler, or one with middleware (rate limits, honeypots) that runs after access and before validation. */
export type Implementation<S> = Handler<S> | { use: RequestHandler[]; handle: Handler<S> };

export type FeatureImplementation<F extends Feature> = {
  [N in EndpointName<F>]: Implementation<SpecOf<F, N>>;
};

// Tests check every answer against the contract; production trusts the compiler and saves the work.
const CHECK_RESPONSES = process.env.NODE_ENV === "test";

function accessGuard(access: Access, deps: AppDeps): RequestHandler[] {
  switch (access) {
    case "public":
      return [];
    case "signedIn":
      return [requireSignedIn];
    case "owner":
    case "manager":
    case "cashier":
      return [requireRole(access)];
    case "ownerOrToken": {
      const owner = requireRole("owner");
      return [
        (req, res, next) =>
          hasBearerToken(req.get("authorization"), deps.config.backupToken) ? next() : owner(req, res, next),
      ];
    }
  }
}

function parsePart(schema: z.ZodType | undefined, value: unknown, fallback: unknown) {
  return schema ? schema.parse(value ?? {}) : fallback;
}

function successStatus(spec: Spec): number | "raw" {
  if ("raw" in spec.responses) return "raw";
  return Number(Object.keys(spec.responses)[0]);
}

function respond(res: Response, spec: Spec, status: number, body: unknown, where: string) {
  if (status === 204) {
    res.status(204).end();
    return;
  }
  if (CHECK_RESPONSES) {
    const schema = (spec.responses as Record<number, z.ZodType>)[status];
    const result = schema.safeParse(JSON.parse(JSON.stringify(body ?? null)));
    if (!result.success) throw new Error(`${where}: the answer does not match the contract: ${result.error.message}`);
  }
  res.status(status).json(body);
}

/** Express's path for a contract path, relative to the /api mount. */
const mountedPath = (route: Route) => route.path.slice("/api".length);

/**
 * The routes of one feature, registered from the contract: each endpoint's method, path and access
 * come from the route table, its params, query and body are validated with the contract's schemas
 * (a path id that cannot exist is a 404), and its answer goes out with the declared status.
 * Every endpoint of the feature must be implemented: a missing one is a compile error.
 */
export function implement<F extends Feature>(deps: AppDeps, feature: F, handlers: FeatureImplementation<F>): Router {
  const router = apiRouter();
  const table = routes[feature] as Record<string, Route>;
  const specs = contract[feature] as Record<string, Spec>;
  // Literal segments before parameters, so /menu-items/featured is never read as /menu-items/:id.
  const names = Object.keys(table).sort((a, b) => table[a].path.split(":").length - table[b].path.split(":").length);
  for (const name of names) {
    const route = table[name];
    const spec = specs[name];
    const implementation = (handlers as Record<string, Implementation<Spec>>)[name];
    const handle = typeof implementation === "function" ? implementation : implementation.handle;
    const use = typeof implementation === "function" ? [] : implementation.use;
    const status = successStatus(spec);
    const where = `${route.method} ${route.path}`;
    const endpoint: RequestHandler = async (req, res) => {
      let params: unknown;
      try {
        params = parsePart(spec.params, req.params, {});
      } catch {
        throw spec.notFound ? notFound(spec.notFound) : new AppError("not_found", "المسار المطلوب غير موجود");
      }
      const query = parsePart(spec.query, req.query, {});
      const body = parsePart(spec.body, req.body, undefined);
      const result = await handle({ params, query, body, req, res } as never);
      if (status !== "raw") respond(res, spec, status, result, where);
    };
    const method = route.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
    const sameSite = route.effects ? [refuseCrossSite] : [];
    router[method](mountedPath(route), ...sameSite, ...accessGuard(route.access, deps), ...use, endpoint);
  }
  return router;
}
