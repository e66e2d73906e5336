// Dependency rules of ARCHITECTURE.md, checked on every `npm test` (`npm run deps:check`).
// Our own ~100 lines rather than dependency-cruiser: its current release refuses Node 20 (our floor)
// and reads TypeScript through the old compiler API, which TypeScript 7 (native) no longer ships.
// Imports are found with a regex over the source (the codebase uses plain ESM import/export forms).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const rel = (file) => path.relative(root, file).split(path.sep).join("/");
const IMPORT =
  /(?:^|[\s;])(import|export)(\s+type)?\s*(?:([\w*\s{},$]*?)\s*from\s*)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const EXTENSIONS = [".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];
// Packages that are the database layer: none of them may end up in a browser bundle.
const DATABASE_PACKAGES = /^(drizzle-orm|drizzle-zod|pg|@electric-sql\/pglite)(\/|$)/;
const NODE_BUILTINS = new Set(builtinModules);

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

function resolveLocal(from, spec) {
  let base;
  if (spec.startsWith("@/")) base = path.join(root, "client/src", spec.slice(2));
  else if (spec.startsWith("@shared/")) base = path.join(root, "shared", spec.slice(8));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return base; // non-code asset (css, json): still a local path for the room rules
}

/** Every import of a file: its target, and whether it is erased at build time (type-only). */
function importsOf(file) {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(IMPORT)].map((m) => {
    const spec = m[4] ?? m[5];
    const names = m[3] ?? "";
    const typeOnly =
      Boolean(m[2]) ||
      (/^\{[^}]*\}$/.test(names.trim()) &&
        names.split(",").every((n) => /^\s*\{?\s*type\s/.test(n) || !n.trim() || /^\s*\}\s*$/.test(n)));
    return { spec, local: resolveLocal(file, spec), typeOnly };
  });
}

const feature = (file) => /^client\/src\/features\/([^/]+)\//.exec(rel(file))?.[1];
const problems = [];
const files = ["client/src", "shared", "server"].flatMap((dir) => sourceFiles(path.join(root, dir)));
const graph = new Map(files.map((file) => [file, importsOf(file)]));

for (const [file, imports] of graph) {
  const from = rel(file);
  for (const { spec, local, typeOnly } of imports) {
    const to = local ? rel(local) : spec;
    const say = (rule) => problems.push(`${from} -> ${spec}: ${rule}`);
    if (feature(file) && local && feature(local) && feature(local) !== feature(file))
      say("a feature imports no other feature (compose them in client/src/app)");
    if (from.startsWith("client/src/components/") && to.startsWith("client/src/features/"))
      say("shared components import no feature");
    if (from.startsWith("client/") && to.startsWith("server/")) say("the client imports nothing from server/");
    // The route table is what the browser reads at run time: methods and paths, no schema code.
    if (/^shared\/api\/(endpoint|routes|[\w-]+\.routes)\.ts$/.test(from) && !typeOnly && (local ? !/\.routes\.ts$|endpoint\.ts$/.test(to) : true))
      say("the route table imports nothing at run time but other route tables (schemas belong in the *.contract.ts files)");
    if (from.startsWith("shared/")) {
      if (to.startsWith("server/") || to.startsWith("client/")) say("shared/ imports nothing from server/ or client/");
      if (!local && (spec.startsWith("node:") || NODE_BUILTINS.has(spec.split("/")[0])))
        say("shared/ uses no Node API (it runs in the browser too)");
    }
  }
}

// No import cycles, type-only ones included (they hide a module in the wrong room; server/deps.ts
// exists to break the ones through app.ts). Tarjan's strongly connected components over local imports.
{
  let counter = 0;
  const index = new Map(),
    low = new Map(),
    stack = [],
    onStack = new Set();
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const { local } of graph.get(file)) {
      if (!local || !graph.has(local)) continue;
      if (!index.has(local)) {
        visit(local);
        low.set(file, Math.min(low.get(file), low.get(local)));
      } else if (onStack.has(local)) low.set(file, Math.min(low.get(file), index.get(local)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(rel(member));
    } while (member !== file);
    if (component.length > 1) problems.push(`import cycle: ${component.sort().join(", ")}`);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
}

// The client must not pull the database layer in through any chain of runtime imports.
const clientEntries = files.filter((file) => rel(file).startsWith("client/src/"));
const seen = new Map();
const queue = clientEntries.map((file) => [file, [rel(file)]]);
while (queue.length) {
  const [file, chain] = queue.shift();
  if (seen.has(file)) continue;
  seen.set(file, chain);
  for (const { spec, local, typeOnly } of graph.get(file) ?? []) {
    if (typeOnly) continue;
    if (!local && DATABASE_PACKAGES.test(spec))
      problems.push(`${chain.join(" -> ")} -> ${spec}: the client pulls no database code`);
    if (local && graph.has(local) && !seen.has(local)) queue.push([local, [...chain, rel(local)]]);
  }
}

if (problems.length) {
  console.error(`Dependency rules broken (${problems.length}):\n  ${[...new Set(problems)].join("\n  ")}`);
  process.exit(1);
}
console.log(`Dependency rules hold (${files.length} files).`);
