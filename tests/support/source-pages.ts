import fs from "node:fs";
import path from "node:path";
import type { SsrModule } from "@shared/ssr";
import type { PageSource } from "../../server/public-site/page-source";

const root = path.resolve(import.meta.dirname, "../..");

/** Pages rendered from the client's sources (no build needed): what API tests of the pages use. */
export function sourcePages(): PageSource {
  const template = fs.readFileSync(path.join(root, "client/index.html"), "utf8");
  return {
    template: async () => template,
    ssr: () => import("../../client/src/entry-server") as Promise<SsrModule>,
    preloads: () => [],
    cacheable: true,
  };
}
