import { z } from "zod";
import { siteSettingFlags, type SiteSettingFlag } from "./enums";

const flagShape = Object.fromEntries(
  siteSettingFlags.map((flag) => [flag, z.boolean({ error: "قيمة الإعداد يجب أن تكون صح أو خطأ" }).optional()]),
) as Record<SiteSettingFlag, z.ZodOptional<z.ZodBoolean>>;

// Strict: an unknown key is a 400, not silently ignored, so a misspelt flag never looks saved.
export const updateSiteSettingsSchema = z
  .strictObject(flagShape, { error: "إعداد غير معروف" })
  .refine((value) => Object.values(value).some((v) => v !== undefined), { message: "لم يتم إرسال أي إعداد" });
export type UpdateSiteSettingsInput = z.infer<typeof updateSiteSettingsSchema>;
