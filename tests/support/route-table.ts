import type { Express } from "express";

export interface RouteEntry {
  method: string;
  /** The full Express path, with its parameters as written (e.g. /api/menu-items/:id). */
  path: string;
}

// The parts of Express 5's router (the `router` package) this reads: a layer is a route
// (`route.path`, `route.methods`), or a mounted router whose function keeps its own `stack`.
interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean | undefined> };
  handle?: { stack?: Layer[] };
}

const join = (prefix: string, path: string) => (prefix + (path === "/" ? "" : path)).replace(/\/{2,}/g, "/") || "/";
const paths = (raw: unknown): string[] =>
  (Array.isArray(raw) ? raw.flat(Infinity) : [raw]).filter((p): p is string => typeof p === "string");

function walk(stack: Layer[], prefix: string, out: RouteEntry[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m] && m !== "_all");
      for (const path of paths(layer.route.path)) {
        for (const method of methods) out.push({ method: method.toUpperCase(), path: join(prefix, path) });
      }
    } else if (layer.handle?.stack) {
      for (const mount of paths(layer.rawPath ?? "/")) walk(layer.handle.stack, join(prefix, mount), out);
    }
  }
}

/** Every method and path the app's own router answers (HEAD implied by GET is not listed), sorted, once each. */
export function listRoutes(app: Express): RouteEntry[] {
  const router = (app as unknown as { router: { stack: Layer[] } }).router;
  const out: RouteEntry[] = [];
  walk(router.stack, "", out);
  const seen = new Set<string>();
  return out
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && !!seen.add(`${r.method} ${r.path}`))
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
