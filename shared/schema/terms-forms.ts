import { z } from "zod";
import { requiredFreeText } from "./fields";

export const TERMS_REQUIRED = "يرجى إدخال محتوى الشروط والأحكام";
export const CONSENT_TEXT_REQUIRED = "يرجى إدخال نص الموافقة على معالجة البيانات الشخصية";

/**
 * What the job form asks the applicant to agree to until the admin writes their own words
 * (Jordan's Personal Data Protection Law No. 24 of 2023 expects explicit, informed consent).
 */
export const DEFAULT_CONSENT_TEXT =
  "أوافق على جمع بياناتي الشخصية الواردة في هذا الطلب (الاسم ورقم الهاتف ومكان السكن والإجابات) ومعالجتها لغرض دراسة طلب التوظيف والتواصل معي بشأنه فقط، وفق قانون حماية البيانات الشخصية رقم 24 لسنة 2023. تُحفظ بياناتي مدة محدودة ثم تُحذف، ويحق لي طلب الاطلاع عليها أو حذفها في أي وقت.";

// consentContent is optional: a body with the content only saves the terms and keeps the consent text.
export const updateTermsSchema = z.object({
  content: requiredFreeText(TERMS_REQUIRED, 1, 50_000),
  consentContent: requiredFreeText(CONSENT_TEXT_REQUIRED, 1, 5_000).optional(),
});
export type UpdateTermsInput = z.infer<typeof updateTermsSchema>;
