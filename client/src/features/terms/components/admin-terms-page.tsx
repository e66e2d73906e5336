import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { AdminPage } from "@/components/admin/admin-page";
import { SaveBar } from "@/components/admin/save-bar";
import { useUnsavedChanges } from "@/components/admin/unsaved-changes";
import { updateTermsSchema, type UpdateTermsInput } from "@shared/schema/terms-forms";
import { useApiMutation } from "@/lib/api-mutation";
import { formatDateTime } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { useTerms } from "../api/terms-queries";
import { termsRoutes } from "@shared/api/terms.routes";
import { Form } from "@/components/ui/form";

/** /admin/dashboard/terms: the terms text shown on /jobs. */
export function AdminTermsPage() {
  const terms = useTerms();
  const update = useApiMutation(termsRoutes, "update", {
    success: "تم تحديث الشروط والأحكام بنجاح",
    failure: "خطأ",
    fallback: "فشل تحديث الشروط والأحكام",
  });
  const form = useForm<UpdateTermsInput>({
    resolver: zodResolver(updateTermsSchema),
    defaultValues: { content: "", consentContent: "" },
  });
  const { isDirty } = form.formState;
  const unsaved = useUnsavedChanges(isDirty);

  // Fill the editor once the saved text arrives (and again after each save).
  useEffect(() => {
    if (terms.data) form.reset({ content: terms.data.content, consentContent: terms.data.consentContent });
  }, [terms.data, form]);

  const onSubmit = form.handleSubmit((body) => update.mutate({ body }));

  return (
    <AdminPage
      title="الشروط والأحكام"
      description="يظهر هذا النص في صفحة التوظيف، ويجب على المتقدم الموافقة عليه قبل إرسال طلبه."
      className="max-w-4xl"
    >
      <Card className="p-5 sm:p-6">
        {terms.isPending ? (
          <Skeleton className="h-[400px] w-full" />
        ) : terms.isError ? (
          <p role="alert" className="text-red-700">
            تعذر تحميل الشروط والأحكام.
          </p>
        ) : (
          <Form form={form} onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField label="نص الشروط والأحكام" htmlFor="terms-content" name="content">
              <Textarea id="terms-content" className="min-h-[400px]" {...form.register("content")} />
            </FormField>
            <FormField
              label="نص الموافقة على معالجة البيانات الشخصية"
              htmlFor="consent-content"
              name="consentContent"
              hint="يظهر في آخر نموذج التوظيف، ويوافق عليه المتقدم صراحةً. يُحفظ مع كل طلب النص الذي وافق عليه."
            >
              <Textarea id="consent-content" className="min-h-32" {...form.register("consentContent")} />
            </FormField>
            <SaveBar dirty={isDirty} className="-mx-5 -mb-5 rounded-b-2xl px-5 sm:-mx-6 sm:-mb-6 sm:px-6">
              <p className="text-sm text-neutral-500">
                {terms.data?.updatedAt ? (
                  <>
                    آخر تحديث: <time dateTime={terms.data.updatedAt}>{formatDateTime(terms.data.updatedAt)}</time>
                  </>
                ) : (
                  "لم يتم حفظ الشروط والأحكام بعد"
                )}
              </p>
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? "جارٍ الحفظ..." : "حفظ"}
              </Button>
            </SaveBar>
          </Form>
        )}
      </Card>
      {unsaved.prompt}
    </AdminPage>
  );
}
