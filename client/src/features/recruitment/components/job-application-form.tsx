import { useMemo, useState, type FormEvent } from "react";
import type { AreaRow, GovernorateRow, JobPositionRow, QuestionRow } from "@shared/schema/recruitment-forms";
import { jobApplicationSchema, type JobApplicationInput } from "@shared/schema/recruitment-application-forms";
import { HONEYPOT_FIELD } from "@shared/schema/fields";
import { errorMessage } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useSubmitApplication } from "../api/submit-application";
import { applicationSteps, emptyDraft, revealClasses, type ApplicationDraft } from "./application-steps";
import { ChoiceField } from "./choice-field";
import { TermsNotice } from "./terms-notice";

export type JobFormData = {
  terms: string;
  governorates: GovernorateRow[];
  areas: AreaRow[];
  positions: JobPositionRow[];
  questions: QuestionRow[];
};

const FAILURE = "حدث خطأ أثناء إرسال الطلب";

/** SPEC.md 2.3: each field appears once the one before it is answered; submit only when all are. */
export function JobApplicationForm({ data, onSubmitted }: { data: JobFormData; onSubmitted: (number: string) => void }) {
  const [draft, setDraft] = useState<ApplicationDraft>(emptyDraft);
  const submit = useSubmitApplication();
  const { isShown, complete } = applicationSteps(draft, data.questions);
  const areas = useMemo(() => data.areas.filter((area) => area.governorateId === draft.governorateId), [data.areas, draft.governorateId]);
  const set = (patch: Partial<ApplicationDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setAnswer = (questionId: string, answer: string) =>
    setDraft((current) => ({ ...current, answers: { ...current.answers, [questionId]: answer } }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || submit.isPending) return;
    const body: JobApplicationInput = {
      termsAccepted: true,
      governorateId: draft.governorateId,
      areaId: draft.areaId,
      applicantName: draft.applicantName,
      phoneNumber: draft.phoneNumber,
      jobPositionId: draft.jobPositionId,
      address: "",
      answers: data.questions.map((question) => ({ questionId: question.id, answer: draft.answers[question.id] ?? "" })),
      [HONEYPOT_FIELD]: draft.website,
    };
    const checked = jobApplicationSchema.safeParse(body);
    if (!checked.success) {
      toast({ title: FAILURE, description: checked.error.issues[0]?.message, variant: "destructive" });
      return;
    }
    submit.mutate(body, {
      onSuccess: ({ applicationNumber }) => {
        toast({ title: "تم استلام طلبك", description: `رقم الطلب: ${applicationNumber}` });
        onSubmitted(applicationNumber);
      },
      onError: (error) => toast({ title: FAILURE, description: errorMessage(error, "يرجى المحاولة مرة أخرى"), variant: "destructive" }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <TermsNotice content={data.terms} accepted={draft.termsAccepted} onAcceptedChange={(termsAccepted) => set({ termsAccepted })} />

      <HoneypotField id="job-website" value={draft.website} onChange={(event) => set({ website: event.target.value })} />

      {isShown("governorate") && (
        <ChoiceField
          id="governorateId"
          label="المحافظة"
          placeholder="اختر المحافظة"
          value={draft.governorateId}
          // A new governorate has other areas: the chosen one no longer applies.
          onChange={(governorateId) => set({ governorateId, areaId: "" })}
          choices={data.governorates.map((g) => ({ value: g.id, label: g.name }))}
          emptyText="لا توجد محافظات متاحة حالياً"
        />
      )}
      {isShown("area") && (
        <ChoiceField
          key={draft.governorateId}
          id="areaId"
          label="المنطقة"
          placeholder="اختر المنطقة"
          value={draft.areaId}
          onChange={(areaId) => set({ areaId })}
          choices={areas.map((a) => ({ value: a.id, label: a.name }))}
          emptyText="لا توجد مناطق متاحة في هذه المحافظة"
        />
      )}
      {isShown("name") && (
        <FormField label="الاسم الكامل" htmlFor="applicantName" className={revealClasses}>
          <Input
            id="applicantName"
            autoComplete="name"
            maxLength={100}
            value={draft.applicantName}
            onChange={(event) => set({ applicantName: event.target.value })}
          />
        </FormField>
      )}
      {isShown("phone") && (
        <FormField label="رقم الهاتف" htmlFor="phoneNumber" className={revealClasses}>
          <Input
            id="phoneNumber"
            type="tel"
            dir="ltr"
            inputMode="tel"
            autoComplete="tel"
            placeholder="07XXXXXXXX"
            maxLength={20}
            className="text-end"
            value={draft.phoneNumber}
            onChange={(event) => set({ phoneNumber: event.target.value })}
          />
        </FormField>
      )}
      {isShown("position") && (
        <ChoiceField
          id="jobPositionId"
          label="الوظيفة المطلوبة"
          placeholder="اختر الوظيفة"
          value={draft.jobPositionId}
          onChange={(jobPositionId) => set({ jobPositionId })}
          choices={data.positions.map((p) => ({ value: p.id, label: p.title }))}
          emptyText="لا توجد وظائف شاغرة حالياً"
        />
      )}
      {data.questions.map((question) =>
        !isShown(question.id) ? null : question.options?.length ? (
          <ChoiceField
            key={question.id}
            id={`question-${question.id}`}
            label={question.question}
            placeholder="اختر إجابة"
            value={draft.answers[question.id] ?? ""}
            onChange={(answer) => setAnswer(question.id, answer)}
            choices={question.options.map((option) => ({ value: option, label: option }))}
          />
        ) : (
          <FormField key={question.id} label={question.question} htmlFor={`question-${question.id}`} className={revealClasses}>
            <Textarea
              id={`question-${question.id}`}
              rows={2}
              maxLength={2000}
              value={draft.answers[question.id] ?? ""}
              onChange={(event) => setAnswer(question.id, event.target.value)}
            />
          </FormField>
        ),
      )}

      {complete && (
        <Button type="submit" size="lg" className={`w-full ${revealClasses}`} disabled={submit.isPending}>
          {submit.isPending ? "جارٍ إرسال الطلب..." : "إرسال الطلب"}
        </Button>
      )}
    </form>
  );
}
