import { z } from "zod";
import { toLatinDigits } from "../normalize";
import { stripHostileChars } from "../text";
import { honeypotField, MIN_PHONE, optionalText, phoneField, requiredText } from "./fields";
import type { ApplicationStage } from "./enums";
import { pagingQueryFields, searchQueryField, type PageQuery } from "./paging";
import { stageField } from "./recruitment-pipeline-forms";

export const APPLICATION_MESSAGES = {
  terms: "يجب الموافقة على الشروط والأحكام",
  governorate: "يجب اختيار المحافظة",
  area: "يجب اختيار المنطقة",
  name: "الاسم يجب أن يكون حرفين على الأقل",
  position: "يجب اختيار الوظيفة",
  answer: "يرجى الإجابة على جميع الأسئلة",
  consent: "يجب الموافقة على معالجة البيانات الشخصية لإرسال الطلب",
  consentChanged: "تم تحديث نص الموافقة على معالجة البيانات، يرجى قراءته والموافقة عليه من جديد",
} as const;

/** The 404 of a path id that names no application. */
export const APPLICATION_NOT_FOUND = "الطلب غير موجود";

export const MIN_NAME = 2;
export { MIN_PHONE };

/** The phone as typed, in Latin digits and trimmed: what the form's minimum length counts. */
export const normalizePhone = (value: string) => toLatinDigits(value).trim();

export const applicationAnswerSchema = z.object({
  questionId: z.uuid({ error: APPLICATION_MESSAGES.answer }),
  answer: z
    .string({ error: APPLICATION_MESSAGES.answer })
    .transform(stripHostileChars)
    .pipe(z.string().trim().max(2000, "الإجابة أطول من المسموح")),
});

export const jobApplicationSchema = z.object({
  termsAccepted: z.literal(true, { error: APPLICATION_MESSAGES.terms }),
  governorateId: z.uuid({ error: APPLICATION_MESSAGES.governorate }),
  areaId: z.uuid({ error: APPLICATION_MESSAGES.area }),
  applicantName: requiredText(APPLICATION_MESSAGES.name, MIN_NAME, 100),
  phoneNumber: phoneField(),
  jobPositionId: z.uuid({ error: APPLICATION_MESSAGES.position }),
  // The form always sends it empty; the API still takes and stores an address, which the record keeps.
  address: optionalText(500),
  answers: z.array(applicationAnswerSchema, { error: APPLICATION_MESSAGES.answer }).max(100).default([]),
  // Explicit consent to process the data, and the SHA-256 of the consent text the applicant read (GET terms).
  consentAccepted: z.literal(true, { error: APPLICATION_MESSAGES.consent }),
  consentHash: z.string({ error: APPLICATION_MESSAGES.consent }).regex(/^[0-9a-f]{64}$/, APPLICATION_MESSAGES.consent),
  ...honeypotField,
});
export type JobApplicationInput = z.input<typeof jobApplicationSchema>;
export type JobApplicationData = z.output<typeof jobApplicationSchema>;

/**
 * Query of the admin's applications list and its CSV export. Filters (stage, position, governorate,
 * area) and search combine (AND); search
 * looks in the applicant's name, the application number (both case-insensitive) and the phone.
 * page/pageSize are opt-in (see paging.ts); the export ignores them.
 */
export const applicationsQuerySchema = z.object({
  stage: stageField.optional(),
  jobPositionId: z.uuid({ error: "الوظيفة غير موجودة" }).optional(),
  governorateId: z.uuid({ error: "المحافظة غير موجودة" }).optional(),
  areaId: z.uuid({ error: "المنطقة غير موجودة" }).optional(),
  search: searchQueryField,
  ...pagingQueryFields,
});
export type ApplicationsFilter = {
  stage?: ApplicationStage;
  jobPositionId?: string;
  governorateId?: string;
  areaId?: string;
  search?: string;
};
export type ApplicationsQuery = ApplicationsFilter & PageQuery;
