import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { branchesRoutes } from "@shared/api/branches.routes";
import { slugify } from "@shared/branches";
import { type BranchCreateInput, type BranchCreateValues, branchCreateSchema } from "@shared/schema/branches-forms";
import { FormDialog, FormDialogFooter } from "@/components/admin/form-dialog";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useApiMutation } from "@/lib/api-mutation";
import { Form } from "@/components/ui/form";

/**
 * «إضافة فرع»: the Arabic name, the Latin name its link is made from (shown as it will be, fixed once
 * saved), the address and phone. Its hours and the rest are set in its tab, like the others'.
 */
export function AddBranchDialog({ onAdded }: { onAdded: (slug: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>إضافة فرع</Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="إضافة فرع"
        description="رابط الفرع يُصنع من اسمه اللاتيني ولا يتغير بعد الحفظ؛ ساعات العمل وبقية التفاصيل في صفحة الفرع."
      >
        <AddBranchForm
          onAdded={(slug) => {
            setOpen(false);
            onAdded(slug);
          }}
        />
      </FormDialog>
    </>
  );
}

function AddBranchForm({ onAdded }: { onAdded: (slug: string) => void }) {
  const form = useForm<BranchCreateInput, unknown, BranchCreateValues>({
    resolver: zodResolver(branchCreateSchema),
    defaultValues: { name: "", slug: "", address: "", phone: "" },
  });
  const create = useApiMutation(branchesRoutes, "create", {
    success: (saved) => `تمت إضافة فرع ${saved.name}`,
    failure: "❌ خطأ في إضافة الفرع",
    fallback: "فشل في إضافة الفرع",
  });
  const slug = slugify(form.watch("slug") ?? "");
  const submit = form.handleSubmit(({ mapsUrl: _mapsUrl, ...body }) =>
    create.mutate({ body }, { onSuccess: (saved) => onAdded(saved.slug) }),
  );
  return (
    <Form form={form} onSubmit={submit} noValidate className="space-y-4">
      <FormField label="اسم الفرع بالعربية" htmlFor="new-branch-name" name="name">
        <Input {...form.register("name")} autoFocus />
      </FormField>
      <FormField
        label="اسم الفرع بالأحرف اللاتينية"
        htmlFor="new-branch-slug"
        name="slug"
        hint={slug ? `رابط الفرع: /?branch=${slug}` : "مثل Irbid University Street"}
      >
        <Input {...form.register("slug")} dir="ltr" autoComplete="off" />
      </FormField>
      <FormField label="العنوان" htmlFor="new-branch-address" name="address">
        <Input {...form.register("address")} />
      </FormField>
      <FormField label="الهاتف" htmlFor="new-branch-phone" name="phone">
        <Input {...form.register("phone")} dir="ltr" inputMode="tel" />
      </FormField>
      <FormDialogFooter pending={create.isPending} submitLabel="إضافة الفرع" />
    </Form>
  );
}
