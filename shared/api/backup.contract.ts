import type { backupRoutes } from "./backup.routes";
import type { SpecsOf } from "./endpoint";

export const backupSpecs = {
  download: {
    summary: "The whole database and its images as one verified backup file (gzip JSON lines)",
    responses: { raw: "application/gzip" },
  },
} as const satisfies SpecsOf<typeof backupRoutes>;
