// Dependency rules of ARCHITECTURE.md, checked on every `npm test` (`npm run deps:check`).
// Our own ~250 lines rather than dependency-cruiser: its current release refuses Node 20 (our floor)
// and reads TypeScript through the old compiler API, which TypeScript 7 (native) no longer ships.
// Imports are found with a regex over the source (the codebase uses plain ESM import/export forms).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";

// `--root <dir>` checks another tree (the checker's own tests feed it a small fixture).
const rootFlag = process.argv.indexOf("--root");
const root = path.resolve(rootFlag > 0 ? process.argv[rootFlag + 1] : path.join(import.meta.dirname, ".."));
const rel = (file) => path.relative(root, file).split(path.sep).join("/");
const IMPORT =
  /(?:^|[\s;])(import|export)(\s+type)?\s*(?:([\w*\s{},$]*?)\s*from\s*)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const EXTENSIONS = [".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];
// Packages that are the database layer: none of them may end up in a browser bundle.
const DATABASE_PACKAGES = /^(drizzle-orm|drizzle-zod|pg|@electric-sql\/pglite)(\/|$)/;
const NODE_BUILTINS = new Set(builtinModules);

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
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

/** Every import of a file: its target, the names it binds, and whether it is erased at build time (type-only). */
function importsOf(file) {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(IMPORT)].map((m) => {
    const spec = m[4] ?? m[5];
    const names = m[3] ?? "";
    const typeOnly =
      Boolean(m[2]) ||
      (/^\{[^}]*\}$/.test(names.trim()) &&
        names.split(",").every((n) => /^\s*\{?\s*type\s/.test(n) || !n.trim() || /^\s*\}\s*$/.test(n)));
    return { spec, local: resolveLocal(file, spec), typeOnly, names };
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
    if (/^client\/src\/(lib|hooks)\//.test(from) && /^client\/src\/(components|features|app)\//.test(to))
      say("lib/ and hooks/ import no component, feature or app code (they sit under them)");
    if (from.startsWith("client/") && to.startsWith("server/")) say("the client imports nothing from server/");
    // The route table is what the browser reads at run time: methods and paths, no schema code.
    if (
      /^shared\/api\/(endpoint|routes|[\w-]+\.routes)\.ts$/.test(from) &&
      !typeOnly &&
      (local ? !/\.routes\.ts$|endpoint\.ts$/.test(to) : true)
    )
      say(
        "the route table imports nothing at run time but other route tables (schemas belong in the *.contract.ts files)",
      );
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

// Module boundaries. Code in server/modules/<a>/ reaches another module <b> only through <b>'s
// entry points, and reads or writes only the tables <a> owns: it imports no other module's table
// object and names none in a raw sql`...` template. server/public-site, server/backup, server/db and
// the tests are outside the rule (they read every resource by design).
const MODULE = /^server\/modules\/([^/]+)\//;
// A module's entry points: its *.service.ts files, and these files besides.
const ENTRY_POINTS = new Set([
  "server/modules/audit/actor.ts", // auditor(req): who is writing, for any audited change
  "server/modules/audit/audited.ts", // audited(tx, target, write): the change and its record in one transaction
  "server/modules/orders/order-events.ts", // publishOrderChange(tx, change): every board hears of an order's change
]);
// A module owns the tables of shared/schema/<its name>.ts, plus those listed here ("file" for every
// table of shared/schema/<file>.ts, "file:table" for one). A table may have several owners.
// content.ts (the content version) belongs to server/public-site, which no module is.
const OWNS = {
  recruitment: ["exports", "consent"], // applications, areas, governorates, positions, questions; exports; agreed consent texts
  "site-settings": ["settings"],
  images: ["image-cleanup"],
  privacy: ["audit:privacySettings"],
  staff: ["auth:users", "auth:sessions"], // the admin accounts auth signs in with, and their sessions
  "order-board": ["orders"], // the branch works the orders the orders module takes
};
// Modules that read every table by design: audit loads each audited row before and after a write
// and names the target of each record.
const READS_EVERY_TABLE = new Set(["audit"]);

const tables = new Map(); // table object name -> { file, sqlName }
for (const file of sourceFiles(path.join(root, "shared/schema"))) {
  const text = readFileSync(file, "utf8");
  for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*["'](\w+)["']/g))
    tables.set(m[1], { file: path.basename(file, ".ts"), sqlName: m[2] });
}
const owns = (module, table) => {
  if (READS_EVERY_TABLE.has(module)) return true;
  const { file } = tables.get(table);
  return file === module || (OWNS[module] ?? []).some((entry) => entry === file || entry === `${file}:${table}`);
};
/** The literal text of every sql`...` template in a file (what is inside ${...} is left out). */
function sqlTemplates(text) {
  const found = [];
  for (let start = text.indexOf("sql`"); start >= 0; start = text.indexOf("sql`", start + 4)) {
    let literal = "";
    let depth = 0;
    for (let i = start + 4; i < text.length; i++) {
      const c = text[i];
      if (depth === 0 && c === "`") break;
      if (depth === 0 && c === "$" && text[i + 1] === "{") {
        depth = 1;
        i++;
      } else if (depth > 0 && c === "{") depth++;
      else if (depth > 0 && c === "}") depth--;
      else if (depth === 0) literal += c;
    }
    found.push(literal);
  }
  return found;
}

const boundaries = [];
for (const [file, imports] of graph) {
  const from = rel(file);
  const module = MODULE.exec(from)?.[1];
  if (!module) continue;
  const say = (what, rule) => boundaries.push({ module, key: `${from} -> ${what}`, rule });
  for (const { local, names } of imports) {
    if (!local) continue;
    const to = rel(local);
    const other = MODULE.exec(to)?.[1];
    if (other && other !== module && !to.endsWith(".service.ts") && !ENTRY_POINTS.has(to))
      say(to, `a module reaches ${other} only through its *.service.ts files`);
    const schemaFile = to === "server/db/schema.ts" ? null : /^shared\/schema\/([\w-]+)\.ts$/.exec(to)?.[1];
    if (to !== "server/db/schema.ts" && !schemaFile) continue;
    const namespace = /^\*\s*as\s+(\w+)$/.exec(names.trim())?.[1];
    const bound = namespace
      ? [...readFileSync(file, "utf8").matchAll(new RegExp(`\\b${namespace}\\.(\\w+)`, "g"))].map((m) => m[1])
      : names
          .replace(/[{}]/g, "")
          .split(",")
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith("type "))
          .map((n) => n.split(/\s+as\s+/)[0]);
    for (const name of new Set(bound)) {
      if (!tables.has(name) || (schemaFile && tables.get(name).file !== schemaFile) || owns(module, name)) continue;
      say(
        `table ${name}`,
        `a module reads and writes only its own tables (${name} is in shared/schema/${tables.get(name).file}.ts)`,
      );
    }
  }
  for (const template of sqlTemplates(readFileSync(file, "utf8"))) {
    for (const [name, { sqlName }] of tables) {
      if (!owns(module, name) && new RegExp(`\\b${sqlName}\\b`, "i").test(template))
        say(
          `sql ${sqlName}`,
          `raw SQL names only the module's own tables (${sqlName} is in shared/schema/${tables.get(name).file}.ts)`,
        );
    }
  }
}
const reported = new Set();
for (const { key, rule } of boundaries) {
  if (reported.has(key)) continue;
  reported.add(key);
  problems.push(`${key}: ${rule}`);
}

if (problems.length) {
  console.error(`Dependency rules broken (${problems.length}):\n  ${[...new Set(problems)].join("\n  ")}`);
  process.exit(1);
}
console.log(`Dependency rules hold (${files.length} files).`);
