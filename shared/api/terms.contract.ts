import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { termsAndConditions } from "../schema/terms";
import { updateTermsSchema } from "../schema/terms-forms";
import type { SpecsOf } from "./endpoint";
import type { termsRoutes } from "./terms.routes";
import { bodyFor, onTheWire } from "./wire";

const termsRow = onTheWire(createSelectSchema(termsAndConditions));

/**
 * The terms and the job form's consent text. updatedAt is null until the first save; consentContent
 * is the default text until the admin writes one; consentHash is the SHA-256 (hex) of consentContent,
 * which the job form sends back so the server knows which words the applicant agreed to.
 */
export const termsResponse = termsRow.pick({ content: true }).extend({
  updatedAt: termsRow.shape.updatedAt.nullable(),
  consentContent: z.string(),
  consentHash: z.string().regex(/^[0-9a-f]{64}$/),
});

export type TermsDto = z.output<typeof termsResponse>;

export const termsSpecs = {
  get: {
    summary: "The terms shown on the jobs page, and the consent text of the job form",
    responses: { 200: termsResponse },
  },
  update: {
    summary: "Save the terms, and the consent text when it is sent (left as it was otherwise)",
    body: bodyFor(termsAndConditions, updateTermsSchema),
    responses: { 200: termsResponse },
  },
} as const satisfies SpecsOf<typeof termsRoutes>;
