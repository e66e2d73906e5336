import { useEffect } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import type { AreaDto, GovernorateDto, PositionDto, QuestionDto } from "@shared/api/recruitment.contract";
import { type JobApplicationData, jobApplicationSchema } from "@shared/schema/recruitment-application-forms";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast-store";
import { hasCode } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { type ApplicationDraft, applicationSteps, emptyDraft, revealClasses } from "./application-steps";
import { ChoiceField } from "./choice-field";
import { ConsentField } from "./consent-field";
import { TermsNotice } from "./terms-notice";
import { usePositionChoice } from "./use-position-choice";
import { recruitmentRoutes } from "@shared/api/recruitment.routes";
import { Form } from "@/components/ui/form";

export type JobFormData = {
  terms: string;
  consent: { content: string; hash: string };
  governorates: GovernorateDto[];
  areas: AreaDto[];
  positions: PositionDto[];
  questions: QuestionDto[];
};

/**
 * Each field appears once the one before it is answered (watched values drive the
 * reveal); submit only when all are. The shared contract validates on submit and its messages
 * show under the fields they concern.
 */
export function JobApplicationForm({
  data,
  onSubmitted,
}: {
  data: JobFormData;
  onSubmitted: (number: string) => void;
}) {
  const queryClient = useQueryClient();
  // Sending changes no list: nothing to read again. A failure is reported as a toast with the server's message.
  const submit = useApiMutation(recruitmentRoutes, "apply", { failure: "حدث خطأ أثناء إرسال الطلب", invalidates: [] });
  const form = useForm<ApplicationDraft, unknown, JobApplicationData>({
    // The draft's termsAccepted is a plain boolean until ticked; the contract demands `true`.
    resolver: zodResolver(jobApplicationSchema) as never,
    defaultValues: emptyDraft(data.questions),
  });
  const draft = useWatch({ control: form.control }) as ApplicationDraft;
  // A position chosen among the open ones above the form (now or before the form loaded) is chosen here.
  const { position: chosen } = usePositionChoice();
  useEffect(() => {
    if (chosen && data.positions.some((open) => open.id === chosen)) form.setValue("jobPositionId", chosen);
  }, [chosen, data.positions, form]);
  const { errors } = form.formState;
  const { isShown, complete } = applicationSteps(draft, data.questions, data.consent.hash);
  const areas = data.areas.filter((area) => area.governorateId === draft.governorateId);

  const onSubmit = form.handleSubmit((body) => {
    if (submit.isPending) return;
    submit.mutate(
      { body },
      {
        onSuccess: ({ applicationNumber }) => {
          toast({ title: "تم استلام طلبك", description: `رقم الطلب: ${applicationNumber}` });
          onSubmitted(applicationNumber);
        },
        // 409: the consent text changed while the form was open; show the new words (the tick clears itself).
        onError: (error) => {
          if (hasCode(error, "conflict")) void queryClient.invalidateQueries({ queryKey: ["terms"] });
        },
      },
    );
  });

  return (
    <Form form={form} method="post" onSubmit={onSubmit} noValidate className="space-y-6 noscript:hidden">
      <Controller
        control={form.control}
        name="termsAccepted"
        render={({ field }) => (
          <TermsNotice content={data.terms} accepted={field.value} onAcceptedChange={field.onChange} />
        )}
      />

      <HoneypotField id="job-website" {...form.register("website")} />

      {isShown("governorate") && (
        <ChoiceField
          id="governorateId"
          label="المحافظة"
          placeholder="اختر المحافظة"
          value={draft.governorateId}
          onChange={(governorateId) => {
            form.setValue("governorateId", governorateId, { shouldValidate: form.formState.isSubmitted });
            // A new governorate has other areas: the chosen one no longer applies.
            form.setValue("areaId", "");
          }}
          choices={data.governorates.map((g) => ({ value: g.id, label: g.name }))}
          emptyText="لا توجد محافظات متاحة حالياً"
          error={errors.governorateId?.message}
        />
      )}
      {isShown("area") && (
        <Controller
          control={form.control}
          name="areaId"
          render={({ field }) => (
            <ChoiceField
              key={draft.governorateId}
              id="areaId"
              label="المنطقة"
              placeholder="اختر المنطقة"
              value={field.value}
              onChange={field.onChange}
              choices={areas.map((a) => ({ value: a.id, label: a.name }))}
              emptyText="لا توجد مناطق متاحة في هذه المحافظة"
              error={errors.areaId?.message}
            />
          )}
        />
      )}
      {isShown("name") && (
        <FormField label="الاسم الكامل" htmlFor="applicantName" className={revealClasses} name="applicantName">
          <Input autoComplete="name" maxLength={100} {...form.register("applicantName")} />
        </FormField>
      )}
      {isShown("phone") && (
        <FormField label="رقم الهاتف" htmlFor="phoneNumber" className={revealClasses} name="phoneNumber">
          <Input
            type="tel"
            dir="ltr"
            inputMode="tel"
            autoComplete="tel"
            placeholder="07XXXXXXXX"
            maxLength={20}
            className="text-end"
            {...form.register("phoneNumber")}
          />
        </FormField>
      )}
      {isShown("position") && (
        <Controller
          control={form.control}
          name="jobPositionId"
          render={({ field }) => (
            <ChoiceField
              id="jobPositionId"
              label="الوظيفة المطلوبة"
              placeholder="اختر الوظيفة"
              value={field.value}
              onChange={field.onChange}
              choices={data.positions.map((p) => ({ value: p.id, label: p.title }))}
              emptyText="لا توجد وظائف شاغرة حالياً"
              error={errors.jobPositionId?.message}
            />
          )}
        />
      )}
      {data.questions.map((question, index) =>
        !isShown(question.id) ? null : question.options?.length ? (
          <Controller
            key={question.id}
            control={form.control}
            name={`answers.${index}.answer`}
            render={({ field }) => (
              <ChoiceField
                id={`question-${question.id}`}
                label={question.question}
                placeholder="اختر إجابة"
                value={field.value}
                onChange={field.onChange}
                choices={(question.options ?? []).map((option) => ({ value: option, label: option }))}
                error={errors.answers?.[index]?.answer?.message}
              />
            )}
          />
        ) : (
          <FormField
            key={question.id}
            label={question.question}
            htmlFor={`question-${question.id}`}
            className={revealClasses}
            error={errors.answers?.[index]?.answer?.message}
          >
            <Textarea rows={2} maxLength={2000} {...form.register(`answers.${index}.answer`)} />
          </FormField>
        ),
      )}

      {isShown("consent") && (
        <ConsentField
          content={data.consent.content}
          accepted={draft.consentHash === data.consent.hash}
          onAcceptedChange={(accepted) => {
            form.setValue("consentAccepted", accepted);
            form.setValue("consentHash", accepted ? data.consent.hash : "");
          }}
        />
      )}
      {(errors.consentAccepted ?? errors.consentHash) && (
        <p role="alert" className="text-sm text-red-600">
          {(errors.consentAccepted ?? errors.consentHash)?.message}
        </p>
      )}

      {complete && (
        <Button type="submit" size="lg" className={`w-full ${revealClasses}`} disabled={submit.isPending}>
          {submit.isPending ? "جارٍ إرسال الطلب..." : "إرسال الطلب"}
        </Button>
      )}
    </Form>
  );
}
