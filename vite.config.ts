import path from "node:path";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const root = path.resolve(import.meta.dirname, "client");

/** Lucide's default icon attributes, trimmed (see client/src/components/ui/lucide-attributes.ts). */
const lucideAttributes = {
  name: "lucide-attributes",
  enforce: "pre" as const,
  resolveId(source: string, importer: string | undefined) {
    if (source === "./defaultAttributes.mjs" && importer?.includes("/lucide-react/")) {
      return path.resolve(root, "src/components/ui/lucide-attributes.ts");
    }
  },
};

/** API test files that replace a server module with vi.mock: they must not share modules with other files. */
const MOCKING_API_FILES = ["tests/api/backup-faults.test.ts", "tests/api/export-faults.test.ts"];

export default defineConfig({
  root,
  plugins: [lucideAttributes, react(), tailwindcss()],
  // Bundled into the server render too, so its icons carry the same trimmed attributes.
  ssr: { noExternal: ["lucide-react"] },
  resolve: {
    alias: {
      "@": path.resolve(root, "src"),
      "@shared": path.resolve(import.meta.dirname, "shared"),
      // Uppy formats file sizes with this package directly (not through its locale): Arabic units instead.
      "@transloadit/prettier-bytes": path.resolve(root, "src/components/image-upload/arabic-bytes.ts"),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/public"),
    emptyOutDir: true,
    // Tells the server which chunks a lazily loaded page needs, so the HTML can preload them.
    manifest: true,
    chunkSizeWarningLimit: 700,
  },
  test: {
    root: import.meta.dirname,
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      // Pure functions and components. Forks, not threads: a worker thread cannot change its time zone
      // (process.env.TZ), and the Amman-time rules are tested under several.
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], pool: "forks" } },
      // The real app on a real database, in child processes. Each process runs file after file without
      // reloading the server's modules or recompiling PGlite's WebAssembly: every suite starts its own app
      // on its own database copy, and no test changes module state another file reads.
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          exclude: MOCKING_API_FILES,
          pool: "forks",
          isolate: false,
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/api-setup.ts"],
        },
      },
      // The files that replace a server module with a failing one (vi.mock) get fresh modules of their own.
      {
        extends: true,
        test: {
          name: "api-mocking",
          include: MOCKING_API_FILES,
          pool: "forks",
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/api-setup.ts"],
        },
      },
    ],
  },
});
