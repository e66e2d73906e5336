import { z } from "zod";
import { toLatinDigits } from "../normalize";
import type { ApplicationStage } from "./enums";
import { phoneField } from "./fields";

export const APPLICATION_STATUS_MESSAGES = {
  number: "أدخل رقم الطلب كما ظهر لك بعد الإرسال، مثل J1024",
  notFound: "لم نجد طلباً بهذا الرقم وهذا الهاتف. تأكد منهما وحاول مرة أخرى.",
} as const;

/**
 * The applicant's follow-up: the application number (as shown after sending; any case, Arabic
 * digits and spaces allowed) and the phone it was sent with. The number alone opens nothing.
 */
export const applicationStatusSchema = z.object({
  applicationNumber: z
    .string({ error: APPLICATION_STATUS_MESSAGES.number })
    .transform((typed) => toLatinDigits(typed).replace(/\s+/g, "").toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{1,16}$/, APPLICATION_STATUS_MESSAGES.number)),
  phoneNumber: phoneField(),
});
export type ApplicationStatusInput = z.input<typeof applicationStatusSchema>;

/** Where an application stands, in words for the applicant (the staff's notes are never shown). */
export const CANDIDATE_STAGE_TEXT: Record<ApplicationStage, { title: string; detail: string }> = {
  new: { title: "وصلنا طلبك", detail: "طلبك بانتظار المراجعة، وسنتواصل معك على رقم هاتفك إن ناسبنا." },
  contacted: { title: "طلبك قيد المتابعة", detail: "راجعنا طلبك، وتواصلنا معك أو سنتواصل قريباً على رقم هاتفك." },
  interview: { title: "مرحلة المقابلة", detail: "طلبك في مرحلة المقابلة؛ سنتفق معك على موعدها ومكانها." },
  accepted: { title: "تم قبولك", detail: "تهانينا! تم قبول طلبك، وسنتواصل معك لترتيب موعد البدء." },
  rejected: {
    title: "لم يتم اختيار طلبك هذه المرة",
    detail: "شكراً لاهتمامك بالانضمام إلينا. نرحب بتقديمك مرة أخرى عند فتح وظائف جديدة.",
  },
};
