import fs from "node:fs";
import path from "node:path";
import type { SsrModule } from "@shared/ssr";
import type { ClientOptions } from "./app";
import { projectRoot } from "./lib/paths";
import { log } from "./observability/logger";
import { builtPageSource } from "./public-site/page-source";
import { loadStaticFiles } from "./public-site/static-files";

/** Production: the build in dist/ (pages rendered by dist/ssr, files from dist/public held in memory). */
export function builtClient(): Pick<ClientOptions, "pages" | "staticFiles"> {
  const dist = path.resolve(projectRoot, "dist");
  const pages = builtPageSource(dist);
  if (!pages) {
    // The API still works (tests, health checks); pages say what is missing instead of the server dying.
    log.warn(`No client build in ${dist}: run "npm run build" (npm start does it for you).`);
    return {};
  }
  return { pages, staticFiles: loadStaticFiles(path.join(dist, "public")) };
}

/** Development: Vite in middleware mode with hot reload; pages rendered from the sources on every request. */
export async function viteDevClient(): Promise<Pick<ClientOptions, "pages" | "devMiddleware">> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: path.resolve(projectRoot, "vite.config.ts"),
    server: { middlewareMode: true },
    appType: "custom",
  });
  return {
    devMiddleware: vite.middlewares,
    pages: {
      template: (url) =>
        vite.transformIndexHtml(url, fs.readFileSync(path.resolve(projectRoot, "client/index.html"), "utf8")),
      ssr: () => vite.ssrLoadModule("/src/entry-server.tsx") as Promise<SsrModule>,
      preloads: () => [],
      cacheable: false,
    },
  };
}
