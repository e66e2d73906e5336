import { z } from "zod";

export const RETENTION_MESSAGE = "مدة الحفظ يجب أن تكون عدداً صحيحاً من الأشهر بين 1 و120";
export const DEFAULT_RETENTION_MONTHS = 12;

/** PUT /api/admin/privacy: how many months job applications, and draw entries' phones and typed invoices, are kept. */
export const privacySettingsSchema = z.object({
  applicationRetentionMonths: z.coerce
    .number({ error: RETENTION_MESSAGE })
    .int(RETENTION_MESSAGE)
    .min(1, RETENTION_MESSAGE)
    .max(120, RETENTION_MESSAGE),
});
export type PrivacySettingsInput = z.input<typeof privacySettingsSchema>;
export type PrivacySettings = z.output<typeof privacySettingsSchema>;
