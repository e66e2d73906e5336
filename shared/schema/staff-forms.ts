import { z } from "zod";
import { newPasswordField, SETUP_MESSAGES } from "./auth-forms";
import { requiredText } from "./fields";

export const STAFF_MESSAGES = {
  disabled: "هذا الحساب معطّل، تواصل مع مسؤول آخر لإعادة تفعيله",
  lastAdmin: "لا يمكن تعطيل آخر حساب مسؤول مفعّل",
  self: "لا يمكنك تعطيل حسابك الذي تستخدمه الآن",
  wrongCurrent: "كلمة المرور الحالية غير صحيحة",
  sameAsCurrent: "اختر كلمة مرور جديدة تختلف عن الحالية",
  resetSelf: "لتغيير كلمة مرورك استخدم نموذج تغيير كلمة المرور",
  currentRequired: "كلمة المرور الحالية مطلوبة",
  taken: "اسم المستخدم مستخدم مسبقاً",
  accountNotFound: "الحساب غير موجود",
  sessionNotFound: "الجلسة غير موجودة أو انتهت",
} as const;

/** A colleague's account: a username and a temporary password they change after signing in. */
export const createAccountSchema = z.object({
  username: requiredText(SETUP_MESSAGES.username, 3, 100),
  password: newPasswordField,
});
export type CreateAccountInput = z.infer<typeof createAccountSchema>;

/** A colleague's password set anew by another admin: a temporary one, like a new account's. */
export const resetPasswordSchema = z.object({ password: newPasswordField });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const accountStatusSchema = z.object({ disabled: z.boolean({ error: "حالة الحساب مطلوبة" }) });

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: STAFF_MESSAGES.currentRequired }).min(1, STAFF_MESSAGES.currentRequired).max(200),
  newPassword: newPasswordField,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

// The confirmation stays in the browser.
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: SETUP_MESSAGES.mismatch, path: ["confirmPassword"] });
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;
