import fs from "node:fs";
import path from "node:path";
import express, { type Express } from "express";
import { projectRoot } from "./lib/paths";

const root = projectRoot;

/**
 * Production: the built client, hashed assets cached for a year, every other path falls back to
 * index.html, which carries the Content-Security-Policy.
 */
export function serveBuiltClient(app: Express, { csp }: { csp: string }): void {
  const publicDir = path.resolve(root, "dist/public");
  const indexHtml = path.join(publicDir, "index.html");
  if (!fs.existsSync(indexHtml)) {
    // The API still works (tests, health checks); pages say what is missing instead of the server dying.
    console.warn(`No client build in ${publicDir}: run "npm run build" (npm start does it for you).`);
    app.get("/{*path}", (_req, res) => {
      res.status(503).type("text/plain").send('The site has not been built yet: run "npm run build" or "npm start".');
    });
    return;
  }
  app.use(
    "/assets",
    express.static(path.join(publicDir, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }),
  );
  app.use(express.static(publicDir, { index: false, maxAge: "1h" }));
  app.get("/{*path}", (_req, res) => {
    res.set({ "Cache-Control": "no-cache", "Content-Security-Policy": csp, "X-Frame-Options": "SAMEORIGIN" });
    res.sendFile(indexHtml);
  });
}

/** Development: Vite in middleware mode with hot reload. */
export async function serveViteDev(app: Express): Promise<void> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: path.resolve(root, "vite.config.ts"),
    server: { middlewareMode: true },
    appType: "custom",
  });
  app.use(vite.middlewares);
  app.get("/{*path}", async (req, res, next) => {
    try {
      const template = fs.readFileSync(path.resolve(root, "client/index.html"), "utf8");
      const html = await vite.transformIndexHtml(req.originalUrl, template);
      res.status(200).set({ "Content-Type": "text/html" }).end(html);
    } catch (error) {
      next(error);
    }
  });
}
