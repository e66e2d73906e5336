import type { AppDeps } from "../../deps";
import { implement } from "../../lib/contract-router";
import { openApiDocument } from "./openapi";

export function docsRoutes(deps: AppDeps) {
  // Built once per process: the contract does not change while it runs.
  let document: ReturnType<typeof openApiDocument> | undefined;
  return implement(deps, "docs", {
    openapi: () => {
      document ??= openApiDocument();
      return document;
    },
  });
}
