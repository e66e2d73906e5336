import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const SCRIPT = path.resolve(import.meta.dirname, "../../scripts/check-deps.mjs");

/** Runs the dependency checker on a tree: its exit code and everything it printed. */
function check(root: string): { code: number; output: string } {
  try {
    const stdout = execFileSync(process.execPath, [SCRIPT, "--root", root], { encoding: "utf8", stdio: "pipe" });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, output: failed.stdout + failed.stderr };
  }
}

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "check-deps-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** A template placeholder as source text: what the checker must skip inside sql`...`. */
const placeholder = (code: string) => ["$", "{", code, "}"].join("");

const TABLES = {
  "shared/schema/menu.ts": 'export const menuItems = pgTable("menu_items", {});\n',
  "shared/schema/offers.ts": 'export const offers = pgTable(\n  "offers",\n  {},\n);\n',
  "shared/schema/recruitment.ts": 'export const jobApplications = pgTable("job_applications", {});\n',
  "server/db/schema.ts": 'export * from "@shared/schema/menu";\nexport * from "@shared/schema/offers";\n',
  "server/modules/offers/offers.service.ts": 'import { offers } from "../../db/schema";\nexport const all = offers;\n',
  "server/modules/offers/offers.routes.ts": 'import { all } from "./offers.service";\nexport const routes = all;\n',
};

describe("module boundaries in scripts/check-deps.mjs", () => {
  const roots: string[] = [];
  const make = (files: Record<string, string>) => {
    const root = tree({ ...TABLES, ...files });
    roots.push(root);
    return root;
  };
  let clean: ReturnType<typeof check>;
  let broken: ReturnType<typeof check>;

  beforeAll(() => {
    clean = check(
      make({
        "server/modules/menu/menu.service.ts":
          'import { menuItems } from "../../db/schema";\nimport { all } from "../offers/offers.service";\nexport const both = [menuItems, all];\n',
      }),
    );
    broken = check(
      make({
        "server/modules/menu/menu.service.ts": [
          'import { menuItems, offers as deals } from "../../db/schema";',
          'import { jobApplications } from "@shared/schema/recruitment";',
          'import { routes } from "../offers/offers.routes";',
          'import { sql } from "drizzle-orm";',
          "export const rows = [menuItems, deals, jobApplications, routes];",
          `export const count = sql\`select count(*) from OFFERS where ${placeholder("menuItems.id")} > 0\`;`,
        ].join("\n"),
      }),
    );
  });
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  it("passes a module that uses its own tables and another module's service", () => {
    const { code, output } = clean;
    expect(output).toContain("Dependency rules hold");
    expect(code).toBe(0);
  });

  it("fails a module that imports another module's table object, renamed or from its schema file", () => {
    const { code, output } = broken;
    expect(code).toBe(1);
    expect(output).toContain(
      "server/modules/menu/menu.service.ts -> table offers: a module reads and writes only its own tables",
    );
    expect(output).toContain("server/modules/menu/menu.service.ts -> table jobApplications");
    expect(output).not.toContain("-> table menuItems");
  });

  it("fails a module that reaches another module through a file that is not a service", () => {
    const { output } = broken;
    expect(output).toContain(
      "server/modules/menu/menu.service.ts -> server/modules/offers/offers.routes.ts: a module reaches offers only through its *.service.ts files",
    );
  });

  it("fails raw SQL that names another module's table, in any letter case, but not what is inside a placeholder", () => {
    const { output } = broken;
    expect(output).toContain(
      "server/modules/menu/menu.service.ts -> sql offers: raw SQL names only the module's own tables",
    );
    expect(output).not.toContain("-> sql menu_items");
  });
});

describe("client rooms in scripts/check-deps.mjs", () => {
  it("fails lib/ or hooks/ code that imports a component or a feature, and passes lib/ importing lib/ and shared/", () => {
    const root = tree({
      "client/src/components/ui/toast.tsx": "export const Toast = 1;\n",
      "client/src/features/menu/api/menu.ts": "export const menu = 1;\n",
      "client/src/lib/store.ts": "export const store = 1;\n",
      "shared/text.ts": "export const text = 1;\n",
      "client/src/lib/api.ts":
        'import { Toast } from "@/components/ui/toast";\nimport { store } from "./store";\nimport { text } from "@shared/text";\nexport const all = [Toast, store, text];\n',
      "client/src/hooks/use-menu.ts":
        'import { menu } from "@/features/menu/api/menu";\nexport const useMenu = menu;\n',
    });
    try {
      const { code, output } = check(root);
      expect(code).toBe(1);
      expect(output).toContain("client/src/lib/api.ts -> @/components/ui/toast: lib/ and hooks/ import no component");
      expect(output).toContain("client/src/hooks/use-menu.ts -> @/features/menu/api/menu: lib/ and hooks/ import no");
      expect(output).not.toContain("-> ./store");
      expect(output).not.toContain("-> @shared/text");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
