import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { createAccountSchema, type CreateAccountInput } from "@shared/schema/staff-forms";
import { FormDialog, FormDialogFooter } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast-store";
import { useApiMutation } from "@/lib/api-mutation";
import { showServerIssues } from "@/lib/server-issues";
import { staffRoutes } from "@shared/api/staff.routes";
import { RoleFields } from "./role-fields";
import { Form } from "@/components/ui/form";

type FormInput = z.input<typeof createAccountSchema>;

// A new colleague starts with the least: a cashier, branch to be chosen.
const EMPTY: FormInput = { username: "", fullName: "", password: "", role: "cashier", branches: [] };

/** A colleague's account: the temporary password is handed over in person and changed after the first sign-in. */
export function AddAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useApiMutation(staffRoutes, "createAccount", {
    failure: "خطأ في إضافة الحساب",
    fieldErrors: true,
    conflictIsFieldError: true,
  });
  const form = useForm<FormInput, unknown, CreateAccountInput>({
    resolver: zodResolver(createAccountSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(
      { body: values },
      {
        onSuccess: (account) => {
          toast({
            title: "تمت إضافة الحساب",
            description: `يمكن لـ ${account.username} الدخول الآن بكلمة المرور المؤقتة`,
          });
          onOpenChange(false);
        },
        // A taken username (409) is said under the username field.
        onError: (error) =>
          showServerIssues(error, form.setError, ["username", "fullName", "password", "role", "branches"], "username"),
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="إضافة حساب"
      description="اسم مستخدم وكلمة مرور مؤقتة يغيّرها زميلك بعد أول دخول، ودوره وفروعه."
    >
      <Form form={form} onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="اسم المستخدم" htmlFor="account-username" name="username">
          <Input
            id="account-username"
            autoComplete="off"
            dir="ltr"
            className="text-start"
            {...form.register("username")}
          />
        </FormField>
        <FormField label="الاسم الكامل" htmlFor="account-full-name" name="fullName">
          <Input id="account-full-name" autoComplete="off" {...form.register("fullName")} />
        </FormField>
        <FormField label="كلمة المرور المؤقتة" htmlFor="account-password" name="password" hint="6 أحرف على الأقل">
          <Input
            id="account-password"
            type="password"
            autoComplete="new-password"
            dir="ltr"
            className="text-start"
            {...form.register("password")}
          />
        </FormField>
        <RoleFields
          id="account"
          role={form.watch("role")}
          branches={form.watch("branches") ?? []}
          onRole={(role) => form.setValue("role", role)}
          onBranches={(branches) => form.setValue("branches", branches, { shouldValidate: form.formState.isSubmitted })}
          errors={{ role: errors.role?.message, branches: errors.branches?.message }}
        />
        <FormDialogFooter pending={create.isPending} submitLabel="إضافة" />
      </Form>
    </FormDialog>
  );
}
