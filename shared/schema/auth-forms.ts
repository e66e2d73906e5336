import { z } from "zod";
import { requiredText } from "./fields";

export const loginSchema = z.object({
  username: requiredText("اسم المستخدم مطلوب", 1, 100),
  password: z.string({ error: "كلمة المرور مطلوبة" }).min(1, "كلمة المرور مطلوبة").max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

// Every message a visitor or admin sees is Arabic, these included.
export const SETUP_MESSAGES = {
  username: "اسم المستخدم يجب أن يكون 3 أحرف على الأقل",
  password: "كلمة المرور يجب أن تكون 6 أحرف على الأقل",
  mismatch: "كلمتا المرور غير متطابقتين",
} as const;

// A password on the list of the most used ones, or the account's own username, is the first an
// attacker tries: refused by the server wherever a staff password is set (the list stays off the pages).
export const PASSWORD_COMMON = "كلمة المرور هذه من أكثر كلمات المرور شيوعاً ويسهل تخمينها، اختر كلمة مرور أخرى";
export const PASSWORD_IS_USERNAME = "لا يمكن أن تكون كلمة المرور هي اسم المستخدم نفسه، اختر كلمة مرور أخرى";

// bcrypt ignores everything after the 72nd byte: a longer password would silently be a shorter one.
export const MAX_PASSWORD_BYTES = 72;
export const PASSWORD_TOO_LONG = "كلمة المرور أطول من المسموح: 72 بايت كحد أقصى (نحو 36 حرفاً عربياً أو 72 حرفاً لاتينياً)";
const utf8Length = (value: string) => new TextEncoder().encode(value).length;

/** A new password (setup and any password change). */
export const newPasswordField = z
  .string({ error: SETUP_MESSAGES.password })
  .min(6, SETUP_MESSAGES.password)
  .refine((v) => utf8Length(v) <= MAX_PASSWORD_BYTES, PASSWORD_TOO_LONG);

// The setup page without the token the server printed (its link's #token=...) cannot create the admin.
export const SETUP_LINK_NEEDED = "افتح رابط الإعداد الذي يطبعه الخادم عند التشغيل لإنشاء حساب المسؤول";

export const setupSchema = z.object({
  username: requiredText(SETUP_MESSAGES.username, 3, 100),
  password: newPasswordField,
});
export type SetupInput = z.infer<typeof setupSchema>;

/** What the setup page sends: the new admin and the token of the link the server printed. */
export const setupRequestSchema = setupSchema.extend({ token: z.string() });

// The form adds the confirmation; it is never sent to the server.
export const setupFormSchema = setupSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: SETUP_MESSAGES.mismatch,
    path: ["confirmPassword"],
  });
export type SetupFormInput = z.infer<typeof setupFormSchema>;
