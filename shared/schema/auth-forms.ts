import { z } from "zod";
import { requiredText } from "./fields";

export const loginSchema = z.object({
  username: requiredText("اسم المستخدم مطلوب", 1, 100),
  password: z.string({ error: "كلمة المرور مطلوبة" }).min(1, "كلمة المرور مطلوبة").max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

// bcrypt ignores everything after the 72nd byte: a longer password would silently be a shorter one.
export const MAX_PASSWORD_BYTES = 72;
export const PASSWORD_TOO_LONG = "كلمة المرور أطول من المسموح: 72 بايت كحد أقصى (نحو 36 حرفاً عربياً أو 72 حرفاً لاتينياً)";
const utf8Length = (value: string) => new TextEncoder().encode(value).length;

/** A new password (setup and any password change). */
export const newPasswordField = z
  .string({ error: "password must be at least 6 characters" })
  .min(6, "password must be at least 6 characters")
  .refine((v) => utf8Length(v) <= MAX_PASSWORD_BYTES, PASSWORD_TOO_LONG);

export const setupSchema = z.object({
  username: requiredText("username must be at least 3 characters", 3, 100),
  password: newPasswordField,
});
export type SetupInput = z.infer<typeof setupSchema>;

// The form adds the confirmation; it is never sent to the server.
export const setupFormSchema = setupSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "passwords do not match",
    path: ["confirmPassword"],
  });
export type SetupFormInput = z.infer<typeof setupFormSchema>;
