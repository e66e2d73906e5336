import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useSearch } from "wouter";
import type { z } from "zod";
import type { ApplicationStatusDto } from "@shared/api/recruitment.contract";
import { recruitmentRoutes } from "@shared/api/recruitment.routes";
import { applicationStatusSchema, CANDIDATE_STAGE_TEXT } from "@shared/schema/application-status-forms";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useApiMutation } from "@/lib/api-mutation";
import { formatDate } from "@/lib/format";
import { Form } from "@/components/ui/form";

type FormInput = z.input<typeof applicationStatusSchema>;
type FormOutput = z.output<typeof applicationStatusSchema>;

/** The number (filled in from ?number= when the success screen links here) and the phone, then the stage in words. */
export function ApplicationStatusForm() {
  const number = new URLSearchParams(useSearch()).get("number") ?? "";
  const [status, setStatus] = useState<ApplicationStatusDto | null>(null);
  const lookup = useApiMutation(recruitmentRoutes, "applicationStatus", {
    failure: "تعذر عرض حالة الطلب",
    invalidates: [],
  });
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(applicationStatusSchema),
    defaultValues: { applicationNumber: number, phoneNumber: "" },
  });
  const onSubmit = form.handleSubmit((body) => lookup.mutate({ body }, { onSuccess: setStatus }));

  if (status) {
    const words = CANDIDATE_STAGE_TEXT[status.stage];
    return (
      <section aria-labelledby="application-stage" className="flex flex-col items-center gap-3 text-center">
        <p className="text-sm text-neutral-600">
          طلب رقم{" "}
          <bdi dir="ltr" className="font-bold text-ink">
            {status.applicationNumber}
          </bdi>
          {status.positionTitle ? ` لوظيفة ${status.positionTitle}` : ""}، أُرسل في {formatDate(status.createdAt)}
        </p>
        <h2 id="application-stage" className="text-2xl font-bold text-brand-700">
          {words.title}
        </h2>
        <p className="text-neutral-700">{words.detail}</p>
        <Button variant="outline" onClick={() => setStatus(null)}>
          متابعة طلب آخر
        </Button>
      </section>
    );
  }
  return (
    <Form form={form} method="post" onSubmit={onSubmit} noValidate className="space-y-4 noscript:hidden">
      <FormField label="رقم الطلب" htmlFor="applicationNumber" name="applicationNumber">
        <Input dir="ltr" className="text-end" autoComplete="off" {...form.register("applicationNumber")} />
      </FormField>
      <FormField label="رقم الهاتف" htmlFor="phoneNumber" name="phoneNumber">
        <Input
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="tel"
          placeholder="07XXXXXXXX"
          className="text-end"
          {...form.register("phoneNumber")}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={lookup.isPending}>
        {lookup.isPending ? "جارٍ البحث..." : "اعرض حالة الطلب"}
      </Button>
    </Form>
  );
}
