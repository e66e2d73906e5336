// The API contract is the only place an endpoint is named: checked on every `npm test`.
// - No string literal in client/, server/ or shared/ (outside shared/api/) holds an /api/ path.
// - Nothing outside client/src/lib/api-client.ts calls the untyped fetch helpers (apiRequest, apiFetch),
//   so every answer's type comes from the contract, never from a cast.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const rel = (file) => path.relative(root, file).split(path.sep).join("/");

// Paths the server owns outside the contract, each for a stated reason.
const ALLOWED = new Map([
  ["server/app.ts", "mounts the contract's router at /api"],
  ["server/public-site/public-site.ts", "tells /api requests apart from pages"],
  ["server/public-site/seo-files.ts", "robots.txt keeps crawlers out of /api/"],
  ["server/observability/metrics.ts", "labels unmatched /api requests in metrics"],
  ["server/storage/local-upload-route.ts", "the local disk's signed upload URL, which S3 replaces in production"],
]);

// The client's calls through the contract, built on the untyped fetch helpers.
const CONTRACT_CLIENT = new Set(["client/src/lib/api-client.ts", "client/src/lib/api-page.ts"]);

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

// A text that starts with /api/ (or continues a template with it); import paths such as "../api/x" do not.
const API_LITERAL = /["'`}]\/api\//;
const UNTYPED_CALL = /\b(apiRequest|apiFetch)\s*[<(]/;
const problems = [];
for (const file of ["client/src", "server", "shared"].flatMap((dir) => sourceFiles(path.join(root, dir)))) {
  const name = rel(file);
  if (name.startsWith("shared/api/")) continue;
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((line, index) => {
      const code = line.trim();
      if (code.startsWith("//") || code.startsWith("*") || code.startsWith("/*")) return;
      const where = `${name}:${index + 1}`;
      if (API_LITERAL.test(code) && !ALLOWED.has(name)) problems.push(`${where}: an /api/ path outside the contract`);
      if (UNTYPED_CALL.test(code) && !CONTRACT_CLIENT.has(name))
        problems.push(`${where}: an untyped API call (use call, apiQuery or useApiMutation)`);
    });
}

if (problems.length) {
  console.error(`The contract is bypassed (${problems.length}):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("Every endpoint is named through the contract.");
