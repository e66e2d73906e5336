import { z } from "zod";
import { spellingWords } from "../arabic-search";
import { stripHostileChars } from "../text";

export const MAX_SPELLING_GROUPS = 100;
export const SPELLING_MESSAGES = {
  group: "اكتب في كل سطر كلمتين على الأقل تُكتبان بأكثر من طريقة، بينهما فاصلة",
  tooMany: `${MAX_SPELLING_GROUPS} سطر على الأكثر`,
  tooLong: "السطر يجب ألا يزيد عن 200 حرف",
} as const;

const SEPARATORS = /[,،;؛\s]+/;

/** One group as it is kept and shown: its words as the owner wrote them, joined by an Arabic comma. */
export const tidySpellingLine = (line: string) => stripHostileChars(line).split(SEPARATORS).filter(Boolean).join("، ");

// The owner's spelling groups, one per line; blank lines are dropped, each other line needs two words.
export const searchSpellingsSchema = z.object({
  spellings: z
    .array(z.string().max(200, SPELLING_MESSAGES.tooLong), { error: SPELLING_MESSAGES.group })
    .transform((lines) => lines.map(tidySpellingLine).filter((line) => line !== ""))
    .pipe(
      z
        .array(z.string().refine((line) => spellingWords(line).length >= 2, SPELLING_MESSAGES.group))
        .max(MAX_SPELLING_GROUPS, SPELLING_MESSAGES.tooMany),
    ),
});
export type SearchSpellingsValues = z.output<typeof searchSpellingsSchema>;

/** The dashboard's form: the groups as one text, a group per line; each line is checked as the server will. */
export const searchSpellingsFormSchema = z.object({
  text: z.string().superRefine((text, ctx) => {
    const result = searchSpellingsSchema.safeParse({ spellings: text.split("\n") });
    if (!result.success) ctx.addIssue({ code: "custom", message: result.error.issues[0].message });
  }),
});
export type SearchSpellingsFormValues = z.output<typeof searchSpellingsFormSchema>;
