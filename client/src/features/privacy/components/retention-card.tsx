import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { privacySettingsSchema, type PrivacySettings, type PrivacySettingsInput } from "@shared/schema/privacy-forms";
import { useUnsavedChanges } from "@/components/admin/unsaved-changes";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiMutation } from "@/lib/api-mutation";
import { privacySettingsQuery } from "../api/privacy-queries";
import { privacyRoutes } from "@shared/api/privacy.routes";
import { Form } from "@/components/ui/form";

/**
 * How long job applications are kept before they are deleted, and draw entries before their phone
 * and typed invoice are erased.
 */
export function RetentionCard() {
  const queryClient = useQueryClient();
  const settings = useQuery(privacySettingsQuery());
  const update = useApiMutation(privacyRoutes, "updateSettings", {
    success: "تم حفظ مدة حفظ الطلبات",
    failure: "خطأ في الحفظ",
    fallback: "يرجى المحاولة مرة أخرى",
    // The answer is the saved setting: it becomes the read's value at once, no second request.
    invalidates: [],
  });
  const form = useForm<PrivacySettingsInput, unknown, PrivacySettings>({
    resolver: zodResolver(privacySettingsSchema),
    defaultValues: { applicationRetentionMonths: 12 },
  });
  const { isDirty } = form.formState;
  const unsaved = useUnsavedChanges(isDirty);
  // What the admin already typed survives the saved value arriving late.
  useEffect(() => {
    if (settings.data) form.reset(settings.data, { keepDirtyValues: true });
  }, [settings.data, form]);
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { body: values },
      { onSuccess: (saved) => queryClient.setQueryData(privacySettingsQuery().queryKey, saved) },
    ),
  );
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>حفظ البيانات الشخصية</CardTitle>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
          <FormField
            label="مدة حفظ طلبات التوظيف (بالأشهر)"
            htmlFor="retention-months"
            name="applicationRetentionMonths"
            hint="تُحذف الطلبات الأقدم من هذه المدة مع إجاباتها تلقائياً كل ساعة، ويُحذف رقم الهاتف ورقم الفاتورة من مشاركات السحب الأقدم منها، ويُسجَّل عددها في سجل العمليات."
            className="min-w-0 flex-1"
          >
            <Input
              id="retention-months"
              type="number"
              inputMode="numeric"
              min={1}
              max={120}
              className="max-w-32"
              {...form.register("applicationRetentionMonths")}
            />
          </FormField>
          <Button type="submit" disabled={update.isPending || settings.isPending}>
            {update.isPending ? "جارٍ الحفظ..." : "حفظ"}
          </Button>
        </Form>
        {unsaved.prompt}
      </CardContent>
    </Card>
  );
}
