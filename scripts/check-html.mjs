// Validates the server-rendered public pages with the W3C Nu Html Checker (vnu.jar from the
// vnu-jar devDependency, run by Java: Debian's default-jre-headless).
//   node scripts/check-html.mjs [base URL, default http://127.0.0.1:5000]
// checks the pages of a running server (`npm start`, or scripts/e2e-server.mjs); exits 1 on any
// HTML error. tests/e2e/html-validity.e2e.ts runs the same check, with content, in npm test.
// VNU_JAR may point at another vnu.jar.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PUBLIC_PAGES as PAGE_TABLE } from "./public-pages.mjs";

/** The public pages, each server-rendered: every page of the page table and an unknown path's 404. */
export const PUBLIC_PAGES = [...PAGE_TABLE.map((page) => page.path), "/no-such-page"];

// Messages about CSS the checker does not know yet (@property rules, custom properties and the
// values that use them, a gradient's colour space: `linear-gradient(to bottom in oklab, ...)`, the
// `margin-trim` Tailwind's @supports feature query asks the browser about),
// which are not HTML errors; and the Element Timing attribute (`elementtiming`, which names the hero
// picture whose paint lets the page's code load), defined outside the HTML standard the checker knows.
const IGNORED =
  ".*(@property|[Cc]ustom propert|--tw-|var\\(--|“in” is not a “linear-gradient” value|“margin-trim”|Attribute “elementtiming” not allowed).*";

const jarPath = () => process.env.VNU_JAR ?? fileURLToPath(import.meta.resolve("vnu-jar/build/dist/vnu.jar"));

/**
 * Runs the checker once over every document (one Java start) and returns its error messages,
 * one per line, each naming its document; empty when all are valid.
 */
export function htmlErrors(documents) {
  const jar = jarPath();
  if (!fs.existsSync(jar)) throw new Error(`vnu.jar not found at ${jar}: run npm install (vnu-jar) or set VNU_JAR.`);
  if (spawnSync("java", ["-version"]).status !== 0)
    throw new Error(
      "java not found: the HTML checker needs a Java runtime (Debian: apt-get install default-jre-headless).",
    );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "check-html-"));
  try {
    const files = documents.map(({ name, html }) => {
      const file = path.join(dir, `${name.replace(/^\//, "").replace(/[^\w-]+/g, "_") || "home"}.html`);
      fs.writeFileSync(file, html);
      return file;
    });
    const run = spawnSync("java", ["-jar", jar, "--errors-only", "--filterpattern", IGNORED, ...files], {
      encoding: "utf8",
    });
    const report = `${run.stdout}${run.stderr}`.trim();
    if (run.status !== 0 && !report) throw new Error(`vnu.jar exited with ${run.status}`);
    return report.split(dir + path.sep).join("");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Each page's server-rendered HTML, as a visitor's first request gets it. */
export async function fetchPages(base) {
  return Promise.all(
    PUBLIC_PAGES.map(async (page) => ({ name: page, html: await (await fetch(new URL(page, base))).text() })),
  );
}

if (import.meta.filename === process.argv[1]) {
  const errors = htmlErrors(await fetchPages(process.argv[2] ?? "http://127.0.0.1:5000"));
  if (errors) {
    console.error(errors);
    process.exit(1);
  }
  console.log(`No HTML errors in ${PUBLIC_PAGES.length} pages.`);
}
