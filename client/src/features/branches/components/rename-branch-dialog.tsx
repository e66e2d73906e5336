import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { AdminBranchDto } from "@shared/api/branches.contract";
import { branchesRoutes } from "@shared/api/branches.routes";
import { type BranchRenameValues, branchRenameSchema } from "@shared/schema/branches-forms";
import { FormDialog, FormDialogFooter } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useApiMutation } from "@/lib/api-mutation";

/** Renames a branch: the name people see everywhere; its link stays. */
export function RenameBranchDialog({ branch, onClose }: { branch: AdminBranchDto | null; onClose: () => void }) {
  return (
    <FormDialog
      open={branch !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={branch ? `إعادة تسمية فرع ${branch.name}` : ""}
      description="يتغير الاسم في الموقع والمنيو والعروض والجوائز معاً، ويبقى رابط الفرع كما هو."
    >
      {branch ? <RenameForm branch={branch} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function RenameForm({ branch, onDone }: { branch: AdminBranchDto; onDone: () => void }) {
  const form = useForm<BranchRenameValues>({
    resolver: zodResolver(branchRenameSchema),
    defaultValues: { name: branch.name },
  });
  const rename = useApiMutation(branchesRoutes, "rename", {
    success: (saved) => `صار اسم الفرع ${saved.name}`,
    failure: "❌ خطأ في إعادة التسمية",
    fallback: "فشل في إعادة تسمية الفرع",
  });
  const submit = form.handleSubmit((body) =>
    rename.mutate({ params: { slug: branch.slug }, body }, { onSuccess: onDone }),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label="الاسم الجديد" htmlFor="rename-branch-name" error={form.formState.errors.name?.message}>
        <Input {...form.register("name")} autoFocus />
      </FormField>
      <FormDialogFooter pending={rename.isPending} submitLabel="حفظ الاسم" />
    </form>
  );
}
