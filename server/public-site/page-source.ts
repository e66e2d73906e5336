import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { servedPage } from "@shared/public-pages-served";
import type { SsrModule } from "@shared/ssr";
import { pageStyles } from "./page-styles";

/** Where page HTML comes from: the production build, Vite in development, or the sources in tests. */
export interface PageSource {
  /** index.html with its script and style tags and the placeholders the server fills. */
  template(url: string): Promise<string>;
  ssr(): Promise<SsrModule>;
  /** <link rel="modulepreload"> hrefs for the code a page loads on demand. */
  preloads(pathname: string): string[];
  /** A rendered page with its inlined stylesheets cut to what its markup uses (see page-styles.ts). */
  criticalStyles?(page: string): Promise<string>;
  /** Font files every page uses above the fold, to preload. */
  fonts?: string[];
  /** False in development, where every request renders afresh from the changed sources. */
  cacheable: boolean;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** A page's chunk and the shared chunks it imports, minus the entry the HTML already loads. */
export function chunkFiles(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || chunk.isEntry || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return [...files];
}

/** `npm run build` output: dist/template.html, dist/client-manifest.json, dist/ssr/entry-server.js. */
export function builtPageSource(distDir: string): PageSource | undefined {
  const templateFile = path.join(distDir, "template.html");
  const entryFile = path.join(distDir, "ssr/entry-server.js");
  if (!fs.existsSync(templateFile) || !fs.existsSync(entryFile)) return undefined;
  const styles = pageStyles(fs.readFileSync(templateFile, "utf8"), path.join(distDir, "public"));
  const manifestFile = path.join(distDir, "client-manifest.json");
  const manifest: Record<string, ManifestChunk> = fs.existsSync(manifestFile)
    ? JSON.parse(fs.readFileSync(manifestFile, "utf8"))
    : {};
  let loaded: Promise<SsrModule> | undefined;
  // The Arabic regular and bold faces carry the header, the hero and the first cards: fetched with
  // the page, they are there at first paint, so text does not reflow (and move sections) when they swap in.
  const assets = fs.existsSync(path.join(distDir, "public/assets"))
    ? fs.readdirSync(path.join(distDir, "public/assets"))
    : [];
  const fonts = assets
    .filter((name) => /^cairo-arabic-(400|700)-normal-[\w-]+\.woff2$/.test(name))
    .map((name) => `/assets/${name}`);
  return {
    fonts,
    template: async () => styles.template,
    criticalStyles: styles.critical,
    ssr: () => (loaded ??= import(pathToFileURL(entryFile).href) as Promise<SsrModule>),
    // The module a lazily loaded page lives in, from the page table (the bundle budget reads the same).
    preloads: (pathname) => {
      const module = servedPage(pathname)?.module;
      return module ? chunkFiles(manifest, module) : [];
    },
    cacheable: true,
  };
}
