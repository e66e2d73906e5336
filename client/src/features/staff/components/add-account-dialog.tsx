import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { createAccountSchema, type CreateAccountInput } from "@shared/schema/staff-forms";
import { FormDialog, FormDialogFooter } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useCreateAccount } from "../api/create-account";
import { showServerIssues } from "./server-issues";

const EMPTY: CreateAccountInput = { username: "", password: "" };

/** A colleague's account: the temporary password is handed over in person and changed after the first sign-in. */
export function AddAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateAccount();
  const form = useForm<CreateAccountInput>({ resolver: zodResolver(createAccountSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (account) => {
        toast({
          title: "تمت إضافة الحساب",
          description: `يمكن لـ ${account.username} الدخول الآن بكلمة المرور المؤقتة`,
        });
        onOpenChange(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409)
          return form.setError("username", { message: errorMessage(error, "") });
        if (showServerIssues(error, form.setError, ["username", "password"])) return;
        toast({
          title: "خطأ في إضافة الحساب",
          description: errorMessage(error, "يرجى المحاولة مرة أخرى"),
          variant: "destructive",
        });
      },
    }),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="إضافة مسؤول"
      description="اسم مستخدم وكلمة مرور مؤقتة يغيّرها زميلك بعد أول دخول."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="اسم المستخدم" htmlFor="account-username" error={errors.username?.message}>
          <Input
            id="account-username"
            autoComplete="off"
            dir="ltr"
            className="text-start"
            {...form.register("username")}
          />
        </FormField>
        <FormField
          label="كلمة المرور المؤقتة"
          htmlFor="account-password"
          error={errors.password?.message}
          hint="6 أحرف على الأقل"
        >
          <Input
            id="account-password"
            type="password"
            autoComplete="new-password"
            dir="ltr"
            className="text-start"
            {...form.register("password")}
          />
        </FormField>
        <FormDialogFooter pending={create.isPending} submitLabel="إضافة" />
      </form>
    </FormDialog>
  );
}
