import type { QuestionRow } from "@shared/schema/recruitment-forms";
import { MIN_NAME, MIN_PHONE, normalizePhone } from "@shared/schema/recruitment-application-forms";

export type ApplicationDraft = {
  termsAccepted: boolean;
  governorateId: string;
  areaId: string;
  applicantName: string;
  phoneNumber: string;
  jobPositionId: string;
  answers: Record<string, string>;
  website: string;
};

export const emptyDraft = (): ApplicationDraft => ({
  termsAccepted: false,
  governorateId: "",
  areaId: "",
  applicantName: "",
  phoneNumber: "",
  jobPositionId: "",
  answers: {},
  website: "",
});

/**
 * The fields of SPEC.md 2.3 in order, each with "is it answered". A field is shown once every
 * field before it is answered, so the form grows one step at a time.
 */
export function applicationSteps(draft: ApplicationDraft, questions: QuestionRow[]) {
  const steps: { key: string; done: boolean }[] = [
    { key: "terms", done: draft.termsAccepted },
    { key: "governorate", done: draft.governorateId !== "" },
    { key: "area", done: draft.areaId !== "" },
    { key: "name", done: draft.applicantName.trim().length >= MIN_NAME },
    { key: "phone", done: normalizePhone(draft.phoneNumber).length >= MIN_PHONE },
    { key: "position", done: draft.jobPositionId !== "" },
    ...questions.map((question) => ({ key: question.id, done: (draft.answers[question.id] ?? "").trim() !== "" })),
  ];
  const firstOpen = steps.findIndex((step) => !step.done);
  const shownCount = firstOpen === -1 ? steps.length : firstOpen + 1;
  const shown = new Set(steps.slice(0, shownCount).map((step) => step.key));
  return { isShown: (key: string) => shown.has(key), complete: firstOpen === -1 };
}

/** A newly revealed field fades in rather than popping up. */
export const revealClasses = "transition-opacity duration-300 starting:opacity-0";
