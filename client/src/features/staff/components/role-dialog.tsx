import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import type { StaffAccount } from "@shared/api/staff.contract";
import { accountRoleSchema, type AccountRoleInput } from "@shared/schema/staff-forms";
import { FormDialog, FormDialogFooter } from "@/components/admin/form-dialog";
import { toast } from "@/lib/toast-store";
import { useApiMutation } from "@/lib/api-mutation";
import { showServerIssues } from "@/lib/server-issues";
import { staffRoutes } from "@shared/api/staff.routes";
import { RoleFields } from "./role-fields";

type FormInput = z.input<typeof accountRoleSchema>;

/** A colleague's role and branches; it applies to their very next request. */
export function RoleDialog({
  account,
  onOpenChange,
}: {
  account: StaffAccount | null;
  onOpenChange: (open: boolean) => void;
}) {
  const change = useApiMutation(staffRoutes, "setAccountRole", { failure: "تعذر تغيير الدور", fieldErrors: true });
  const form = useForm<FormInput, unknown, AccountRoleInput>({ resolver: zodResolver(accountRoleSchema) });
  const { errors } = form.formState;

  useEffect(() => {
    if (account) form.reset({ role: account.role, branches: account.branches });
  }, [account, form]);

  const onSubmit = form.handleSubmit((values) => {
    if (!account) return;
    change.mutate(
      { params: { id: account.id }, body: values },
      {
        onSuccess: () => {
          toast({ title: "تم تغيير الدور والفروع", description: `تسري على ${account.username} من طلبه التالي` });
          onOpenChange(false);
        },
        onError: (error) => showServerIssues(error, form.setError, ["role", "branches"], "role"),
      },
    );
  });

  return (
    <FormDialog
      open={account !== null}
      onOpenChange={onOpenChange}
      title="الدور والفروع"
      description={account ? `ما يستطيع ${account.username} فعله في لوحة التحكم، وفي أي فروع.` : ""}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <RoleFields
          id="role"
          role={form.watch("role") ?? "cashier"}
          branches={form.watch("branches") ?? []}
          kept={account?.branches}
          onRole={(role) => form.setValue("role", role)}
          onBranches={(branches) => form.setValue("branches", branches, { shouldValidate: form.formState.isSubmitted })}
          errors={{ role: errors.role?.message, branches: errors.branches?.message }}
        />
        <FormDialogFooter pending={change.isPending} submitLabel="حفظ" />
      </form>
    </FormDialog>
  );
}
