import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  SOCIAL_PLATFORMS,
  socialIconOf,
  socialLinkSchema,
  type SocialLinkData,
  type SocialLinkInput,
} from "@shared/schema/social-forms";
import type { SocialLinkDto } from "@shared/api/social.contract";
import { FormDialog, FormDialogFooter } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useApiMutation } from "@/lib/api-mutation";
import { SocialIcon } from "./social-icon";
import { socialRoutes } from "@shared/api/social.routes";
import { Form } from "@/components/ui/form";

const EMPTY: SocialLinkInput = { platform: "", url: "", icon: "" };

type Props = { open: boolean; editing: SocialLinkDto | null; onOpenChange: (open: boolean) => void };

/** Add (editing null) or edit a link; the platform choice fills both the name and the icon. */
export function SocialLinkDialog({ open, editing, onOpenChange }: Props) {
  const create = useApiMutation(socialRoutes, "create", {
    success: "تم إضافة الرابط بنجاح",
    failure: "خطأ في إضافة الرابط",
    fallback: "يرجى المحاولة مرة أخرى",
  });
  const update = useApiMutation(socialRoutes, "update", {
    success: "تم تحديث الرابط بنجاح",
    failure: "خطأ في تحديث الرابط",
    fallback: "يرجى المحاولة مرة أخرى",
  });
  const form = useForm<SocialLinkInput, unknown, SocialLinkData>({
    resolver: zodResolver(socialLinkSchema),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (!open) return;
    form.reset(editing ? { platform: editing.platform, url: editing.url, icon: socialIconOf(editing.icon) } : EMPTY);
  }, [open, editing, form]);

  const saving = create.isPending || update.isPending;
  const close = () => onOpenChange(false);
  const onSubmit = form.handleSubmit((body) => {
    if (editing) update.mutate({ params: { id: editing.id }, body }, { onSuccess: close });
    else create.mutate({ body }, { onSuccess: close });
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? "تعديل رابط" : "إضافة رابط"}
      description="اختر المنصة وأدخل رابط صفحتك عليها."
    >
      <Form form={form} onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="المنصة" htmlFor="social-platform" name="icon">
          <Controller
            control={form.control}
            name="icon"
            render={({ field }) => (
              <Select
                value={typeof field.value === "string" ? field.value : ""}
                onValueChange={(icon) => {
                  // The choice sets the icon, and the shown name too unless it was typed by hand.
                  const typed = form.getValues("platform");
                  const previous = SOCIAL_PLATFORMS.find((p) => p.icon === field.value)?.label;
                  field.onChange(icon);
                  if (!typed || typed === previous) {
                    const label = SOCIAL_PLATFORMS.find((p) => p.icon === icon)?.label ?? "";
                    form.setValue("platform", label, { shouldValidate: form.formState.isSubmitted });
                  }
                }}
              >
                <SelectTrigger>
                  <SelectValue placeholder="اختر المنصة" />
                </SelectTrigger>
                <SelectContent>
                  {SOCIAL_PLATFORMS.map((p) => (
                    <SelectItem key={p.icon} value={p.icon}>
                      <span className="flex items-center gap-2">
                        <SocialIcon icon={p.icon} className="size-6" />
                        {p.label}
                      </span>
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField label="الاسم الظاهر" htmlFor="social-name" name="platform">
          <Input id="social-name" {...form.register("platform")} />
        </FormField>
        <FormField label="الرابط" htmlFor="social-url" name="url">
          <Input
            id="social-url"
            type="url"
            dir="ltr"
            className="text-start"
            placeholder="https://"
            {...form.register("url")}
          />
        </FormField>
        <FormDialogFooter pending={saving} submitLabel={editing ? "حفظ التعديلات" : "إضافة"} />
      </Form>
    </FormDialog>
  );
}
