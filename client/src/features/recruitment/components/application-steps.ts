import type { QuestionDto } from "@shared/api/recruitment.contract";
import { MIN_NAME, MIN_PHONE, normalizePhone } from "@shared/schema/recruitment-application-forms";

/** The job form's values as the person fills them (react-hook-form); the shared contract validates them on submit. */
export type ApplicationDraft = {
  termsAccepted: boolean;
  governorateId: string;
  areaId: string;
  applicantName: string;
  phoneNumber: string;
  jobPositionId: string;
  address: string;
  /** One entry per active question, in the questions' order. */
  answers: { questionId: string; answer: string }[];
  consentAccepted: boolean;
  /** The hash of the consent text the applicant ticked; a changed text needs a new tick. */
  consentHash: string;
  website: string;
};

export const emptyDraft = (questions: QuestionDto[]): ApplicationDraft => ({
  termsAccepted: false,
  governorateId: "",
  areaId: "",
  applicantName: "",
  phoneNumber: "",
  jobPositionId: "",
  address: "",
  answers: questions.map((question) => ({ questionId: question.id, answer: "" })),
  consentAccepted: false,
  consentHash: "",
  website: "",
});

/**
 * The application form's fields in order, each with "is it answered". A field is shown once every
 * field before it is answered, so the form grows one step at a time.
 */
export function applicationSteps(draft: ApplicationDraft, questions: QuestionDto[], consentHash: string) {
  const steps: { key: string; done: boolean }[] = [
    { key: "terms", done: draft.termsAccepted },
    { key: "governorate", done: draft.governorateId !== "" },
    { key: "area", done: draft.areaId !== "" },
    { key: "name", done: draft.applicantName.trim().length >= MIN_NAME },
    { key: "phone", done: normalizePhone(draft.phoneNumber).length >= MIN_PHONE },
    { key: "position", done: draft.jobPositionId !== "" },
    ...questions.map((question, index) => ({
      key: question.id,
      done: (draft.answers[index]?.answer ?? "").trim() !== "",
    })),
    { key: "consent", done: draft.consentHash !== "" && draft.consentHash === consentHash },
  ];
  const firstOpen = steps.findIndex((step) => !step.done);
  const shownCount = firstOpen === -1 ? steps.length : firstOpen + 1;
  const shown = new Set(steps.slice(0, shownCount).map((step) => step.key));
  return { isShown: (key: string) => shown.has(key), complete: firstOpen === -1 };
}

/** A newly revealed field fades in rather than popping up. */
export const revealClasses = "transition-opacity duration-300 starting:opacity-0";
