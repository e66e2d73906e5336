import { createSelectSchema } from "drizzle-zod";
import type { z } from "zod";
import { siteSettings } from "../schema/settings";
import { updateSiteSettingsSchema } from "../schema/settings-forms";
import type { SpecsOf } from "./endpoint";
import { bodyFor } from "./wire";
import type { siteSettingsRoutes } from "./site-settings.routes";

// The single settings row without its id: the popup and navigation flags.
export const siteSettingsResponse = createSelectSchema(siteSettings).omit({ id: true });

/** The site settings as everyone reads them. */
export type SiteSettingsDto = z.output<typeof siteSettingsResponse>;

export const siteSettingsSpecs = {
  get: {
    summary: "The lottery popup and navigation link flags; every flag is on until an admin changes it",
    responses: { 200: siteSettingsResponse },
  },
  update: {
    summary: "Change one or more flags; the others keep their value",
    body: bodyFor(siteSettings, updateSiteSettingsSchema),
    responses: { 200: siteSettingsResponse },
  },
} as const satisfies SpecsOf<typeof siteSettingsRoutes>;
