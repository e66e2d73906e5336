import { z } from "zod";
import { type ApplicationStage, applicationStages } from "./enums";
import { requiredFreeText } from "./fields";

/** The stages in the words the dashboard, the CSV and the overview use, in pipeline order. */
export const STAGE_LABELS: Record<ApplicationStage, string> = {
  new: "جديد",
  contacted: "تم التواصل",
  interview: "مقابلة",
  accepted: "مقبول",
  rejected: "مرفوض",
};

export const STAGE_MESSAGE = "المرحلة غير صحيحة";
export const NOTE_MESSAGE = "اكتب نص الملاحظة";
export const MAX_NOTE = 1000;

export const stageField = z.enum(applicationStages, { error: STAGE_MESSAGE });

/** PUT of an application's stage: moving it where it already is changes nothing and adds no history. */
export const stageChangeSchema = z.object({ stage: stageField });
export type StageChange = z.output<typeof stageChangeSchema>;

/** A staff member's short note on an application; the author and the time come from the session and the clock. */
export const applicationNoteSchema = z.object({
  body: requiredFreeText(NOTE_MESSAGE, 1, MAX_NOTE),
});
export type ApplicationNoteInput = z.input<typeof applicationNoteSchema>;
