import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordSchema, type ResetPasswordInput } from "@shared/schema/staff-forms";
import { FormDialog, FormDialogFooter } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast-store";
import { useApiMutation } from "@/lib/api-mutation";
import { showServerIssues } from "@/lib/server-issues";
import { staffRoutes } from "@shared/api/staff.routes";
import { Form } from "@/components/ui/form";

const EMPTY: ResetPasswordInput = { password: "" };

/** A new temporary password for a colleague: their sessions end and they choose their own at the next sign-in. */
export function ResetPasswordDialog({
  account,
  onOpenChange,
}: {
  account: { id: string; username: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const reset = useApiMutation(staffRoutes, "resetPassword", { failure: "تعذر تعيين كلمة المرور", fieldErrors: true });
  const form = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (account) form.reset(EMPTY);
  }, [account, form]);

  const onSubmit = form.handleSubmit((values) => {
    if (!account) return;
    reset.mutate(
      { params: { id: account.id }, body: values },
      {
        onSuccess: () => {
          toast({
            title: "تم تعيين كلمة مرور مؤقتة",
            description: `سيختار ${account.username} كلمة مرور خاصة به عند دخوله التالي`,
          });
          onOpenChange(false);
        },
        onError: (error) => showServerIssues(error, form.setError, ["password"]),
      },
    );
  });

  return (
    <FormDialog
      open={account !== null}
      onOpenChange={onOpenChange}
      title="تعيين كلمة مرور مؤقتة"
      description={
        account ? `يخرج ${account.username} من كل أجهزته، ويدخل بهذه الكلمة ثم يختار كلمة مرور خاصة به.` : ""
      }
    >
      <Form form={form} onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="كلمة المرور المؤقتة" htmlFor="reset-password" name="password" hint="6 أحرف على الأقل">
          <Input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            dir="ltr"
            className="text-start"
            {...form.register("password")}
          />
        </FormField>
        <FormDialogFooter pending={reset.isPending} submitLabel="تعيين" />
      </Form>
    </FormDialog>
  );
}
