import { z } from "zod";
import { requiredText } from "./fields";

export const loginSchema = z.object({
  username: requiredText("اسم المستخدم مطلوب", 1, 100),
  password: z.string({ error: "كلمة المرور مطلوبة" }).min(1, "كلمة المرور مطلوبة").max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const setupSchema = z.object({
  username: requiredText("username must be at least 3 characters", 3, 100),
  password: z.string({ error: "password must be at least 6 characters" }).min(6, "password must be at least 6 characters").max(200),
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
