import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { StaffAccount } from "@shared/api/staff.contract";
import { accountNameSchema, type AccountNameInput } from "@shared/schema/staff-forms";
import { FormDialog, FormDialogFooter } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast-store";
import { useApiMutation } from "@/lib/api-mutation";
import { showServerIssues } from "@/lib/server-issues";
import { staffRoutes } from "@shared/api/staff.routes";

/** The owner sets a colleague's full name: how the audit log and hand-overs name them from now on. */
export function NameDialog({
  account,
  onOpenChange,
}: {
  account: StaffAccount | null;
  onOpenChange: (open: boolean) => void;
}) {
  // The signed-in owner may be renaming themselves: the session's name is read again too.
  const rename = useApiMutation(staffRoutes, "setAccountName", {
    failure: "تعذر حفظ الاسم الكامل",
    fieldErrors: true,
    invalidates: ["staff", "auth"],
  });
  const form = useForm<AccountNameInput>({ resolver: zodResolver(accountNameSchema) });
  const { errors } = form.formState;

  useEffect(() => {
    if (account) form.reset({ fullName: account.fullName ?? "" });
  }, [account, form]);

  const onSubmit = form.handleSubmit((values) => {
    if (!account) return;
    rename.mutate(
      { params: { id: account.id }, body: values },
      {
        onSuccess: () => {
          toast({ title: "تم حفظ الاسم الكامل", description: `${account.username}: ${values.fullName}` });
          onOpenChange(false);
        },
        onError: (error) => showServerIssues(error, form.setError, ["fullName"]),
      },
    );
  });

  return (
    <FormDialog
      open={account !== null}
      onOpenChange={onOpenChange}
      title="الاسم الكامل"
      description={account ? `كيف يظهر ${account.username} في السجل وفي تسليم الجوائز.` : ""}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="الاسم الكامل" htmlFor="account-name" error={errors.fullName?.message}>
          <Input id="account-name" autoComplete="off" {...form.register("fullName")} />
        </FormField>
        <FormDialogFooter pending={rename.isPending} submitLabel="حفظ" />
      </form>
    </FormDialog>
  );
}
