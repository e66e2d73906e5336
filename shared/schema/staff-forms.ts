import { z } from "zod";
import { BRANCH_SLUG_PATTERN } from "../branches";
import { HOSTILE_TEXT, hasHostileChars, plainSpaces } from "../text";
import { newPasswordField, SETUP_MESSAGES } from "./auth-forms";
import { staffRoles, type StaffRole } from "./enums";
import { optionalText, requiredText } from "./fields";

export const STAFF_MESSAGES = {
  disabled: "هذا الحساب معطّل، تواصل مع مسؤول آخر لإعادة تفعيله",
  lastAdmin: "لا يمكن تعطيل آخر حساب مالك مفعّل",
  lastOwner: "لا يمكن تغيير دور آخر حساب مالك مفعّل، أضف مالكاً آخر أولاً",
  roleSelf: "لا يمكنك تغيير دور حسابك الذي تستخدمه الآن",
  role: "اختر دور الحساب: مالك أو مدير فرع أو كاشير",
  branch: "فرع غير معروف",
  branchRequired: "اختر فرعاً واحداً على الأقل لمدير الفرع أو الكاشير",
  self: "لا يمكنك تعطيل حسابك الذي تستخدمه الآن",
  wrongCurrent: "كلمة المرور الحالية غير صحيحة",
  sameAsCurrent: "اختر كلمة مرور جديدة تختلف عن الحالية",
  resetSelf: "لتغيير كلمة مرورك استخدم نموذج تغيير كلمة المرور",
  currentRequired: "كلمة المرور الحالية مطلوبة",
  taken: "اسم المستخدم مستخدم مسبقاً",
  accountNotFound: "الحساب غير موجود",
  sessionNotFound: "الجلسة غير موجودة أو انتهت",
  fullNameRequired: "اكتب الاسم الكامل",
  fullNameTooLong: "الاسم الكامل أطول من 80 حرفاً",
} as const;

const FULL_NAME_MAX = 80;

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: "المالك",
  manager: "مدير فرع",
  cashier: "كاشير",
};

/**
 * A role and the branches it works at: a manager or cashier needs at least one; an owner acts at
 * every branch, so the list is emptied for them. Each branch once (the server checks each is an open branch).
 */
const roleFields = {
  role: z.enum(staffRoles, { error: STAFF_MESSAGES.role }),
  branches: z
    .array(z.string({ error: STAFF_MESSAGES.branch }).regex(BRANCH_SLUG_PATTERN, STAFF_MESSAGES.branch), {
      error: STAFF_MESSAGES.branchRequired,
    })
    .max(20, STAFF_MESSAGES.branch)
    .default([]),
};

const withBranches = <T extends { role: StaffRole; branches: string[] }>(value: T): T => ({
  ...value,
  branches: value.role === "owner" ? [] : [...new Set(value.branches)],
});

const branchesForRole = (value: { role: StaffRole; branches: string[] }) =>
  value.role === "owner" || value.branches.length > 0;

export const accountRoleSchema = z
  .object(roleFields)
  .refine(branchesForRole, { message: STAFF_MESSAGES.branchRequired, path: ["branches"] })
  .transform(withBranches);
export type AccountRoleInput = z.output<typeof accountRoleSchema>;

/** A colleague's account: a username, a temporary password they change after signing in, a role and branches. */
export const createAccountSchema = z
  .object({
    username: requiredText(SETUP_MESSAGES.username, 3, 100),
    // Shown beside the username (the audit log, hand-overs); optional.
    fullName: optionalText(FULL_NAME_MAX, STAFF_MESSAGES.fullNameTooLong).optional(),
    password: newPasswordField,
    ...roleFields,
  })
  .refine(branchesForRole, { message: STAFF_MESSAGES.branchRequired, path: ["branches"] })
  .transform(withBranches);
export type CreateAccountInput = z.output<typeof createAccountSchema>;

/**
 * A full name set after the account exists (the owner's for a colleague, anyone's for their own): one
 * line, 1 to 80 characters once trimmed. Clearing it is no edit: the log and hand-overs keep naming the person.
 */
export const accountNameSchema = z.object({
  fullName: z
    .string({ error: STAFF_MESSAGES.fullNameRequired })
    .refine((v) => !hasHostileChars(v), HOSTILE_TEXT)
    .overwrite(plainSpaces)
    .trim()
    .min(1, STAFF_MESSAGES.fullNameRequired)
    .max(FULL_NAME_MAX, STAFF_MESSAGES.fullNameTooLong),
});
export type AccountNameInput = z.infer<typeof accountNameSchema>;

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
