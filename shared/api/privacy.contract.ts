import { createSelectSchema } from "drizzle-zod";
import type { z } from "zod";
import { privacySettings } from "../schema/audit";
import { privacySettingsSchema } from "../schema/privacy-forms";
import type { SpecsOf } from "./endpoint";
import { bodyFor } from "./wire";
import type { privacyRoutes } from "./privacy.routes";

export const privacySettingsResponse = createSelectSchema(privacySettings).pick({ applicationRetentionMonths: true });

/** How long visitors' personal data is kept, as the API returns it. */
export type PrivacySettingsDto = z.output<typeof privacySettingsResponse>;

export const privacySpecs = {
  settings: {
    summary: "How many months job applications and draw entries' personal data are kept",
    responses: { 200: privacySettingsResponse },
  },
  updateSettings: {
    summary: "Change how many months personal data is kept",
    body: bodyFor(privacySettings, privacySettingsSchema),
    responses: { 200: privacySettingsResponse },
  },
} as const satisfies SpecsOf<typeof privacyRoutes>;
