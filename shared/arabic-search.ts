import { toLatinDigits } from "./normalize";

// Arabic as people type it into a search box: hamza forms of alef, taa marbuta and alef maqsura are
// written either way, diacritics and tatweel are decoration, digits come Latin or Arabic-Indic.
const DIACRITICS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed]/g;
const TATWEEL = /\u0640/g;

/** The one form a search and the text it searches are compared in. */
export function normalizeArabic(text: string): string {
  return toLatinDigits(text.normalize("NFKC"))
    .replace(DIACRITICS, "")
    .replace(TATWEEL, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/ؤ/g, "و")
    .replace(/ئ/g, "ي")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether every word of `query` appears in one of `texts` (after normalizing both). */
export function matchesSearch(query: string, texts: readonly (string | null | undefined)[]): boolean {
  const words = normalizeArabic(query).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeArabic(texts.filter(Boolean).join(" "));
  return words.every((word) => haystack.includes(word));
}
