import { z } from "zod";
import type { docsRoutes } from "./docs.routes";
import type { SpecsOf } from "./endpoint";

export const docsSpecs = {
  openapi: {
    summary: "This API as an OpenAPI 3.1 document",
    responses: { 200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) },
  },
} as const satisfies SpecsOf<typeof docsRoutes>;
