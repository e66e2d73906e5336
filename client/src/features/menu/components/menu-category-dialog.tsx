import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { MenuCategoryDto } from "@shared/api/menu.contract";
import { menuRoutes } from "@shared/api/menu.routes";
import {
  menuCategoryFormSchema,
  type MenuCategoryFormInput,
  type MenuCategoryFormValues,
} from "@shared/schema/menu-forms";
import { FormDialog, FormDialogFooter } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useApiMutation } from "@/lib/api-mutation";

export type MenuCategoryDialogProps = {
  open: boolean;
  /** The category being renamed; null adds a new one. */
  category: MenuCategoryDto | null;
  onClose: () => void;
};

export function MenuCategoryDialog({ open, category, onClose }: MenuCategoryDialogProps) {
  const create = useApiMutation(menuRoutes, "createCategory", {
    success: "تمت إضافة التصنيف",
    failure: "❌ خطأ في إضافة التصنيف",
    fallback: "فشل في إضافة التصنيف",
  });
  const update = useApiMutation(menuRoutes, "updateCategory", {
    success: "تم حفظ التصنيف",
    failure: "❌ خطأ في حفظ التصنيف",
    fallback: "فشل في حفظ التصنيف",
  });
  const submit = (body: MenuCategoryFormValues) => {
    if (category) update.mutate({ params: { id: category.id }, body: { name: body.name } }, { onSuccess: onClose });
    else create.mutate({ body }, { onSuccess: onClose });
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={category ? "إعادة تسمية التصنيف" : "إضافة تصنيف"}
      description="يظهر التصنيف للزوار عندما يكون فيه صنف ظاهر واحد على الأقل."
    >
      <CategoryForm
        key={category?.id ?? "new"}
        category={category}
        pending={create.isPending || update.isPending}
        onSubmit={submit}
      />
    </FormDialog>
  );
}

function CategoryForm({
  category,
  pending,
  onSubmit,
}: {
  category: MenuCategoryDto | null;
  pending: boolean;
  onSubmit: (values: MenuCategoryFormValues) => void;
}) {
  const form = useForm<MenuCategoryFormInput, unknown, MenuCategoryFormValues>({
    resolver: zodResolver(menuCategoryFormSchema),
    defaultValues: { name: category?.name ?? "" },
  });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormField label="اسم التصنيف" htmlFor="category-name" error={form.formState.errors.name?.message}>
        <Input id="category-name" autoFocus {...form.register("name")} />
      </FormField>
      <FormDialogFooter pending={pending} submitLabel={category ? "حفظ" : "إضافة التصنيف"} />
    </form>
  );
}
