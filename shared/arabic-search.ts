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

/**
 * Words Jordanians spell more than one way on a menu, one group per line: a search for any of a
 * group's spellings finds the others. The owner adds groups of their own in the dashboard.
 */
export const BUILT_IN_SPELLINGS: readonly string[] = [
  "سندويش، ساندويش، سندويتش، ساندويتش، سنويش",
  "زينجر، زنجر، زنقر، زينقر",
  "بطاطس، بطاطا",
  "فاهيتا، فهيتا، فاجيتا، فاهيطا",
  "استربس، ستربس، ستريبس، استريبس",
  "برجر، برغر، بيرغر، بيرجر",
  "ناجتس، ناغتس، ناجيتس",
  "بروستد، بروستيد",
  "شاورما، شاورمة، شاورمه",
  "تورتيلا، تورتلا",
  "كول سلو، كولسلو، كلوسلو",
];

// A group of spellings is at least two words, split on commas (Latin or Arabic), semicolons or spaces.
const SEPARATORS = /[,،;؛\s]+/;

/** One line of spellings as its normalized words; a line with fewer than two words means nothing. */
export function spellingWords(line: string): string[] {
  const words = [...new Set(normalizeArabic(line).split(SEPARATORS).filter(Boolean))];
  return words.length >= 2 ? words : [];
}

/** The words of every group, the built-in ones and the owner's, ready for matchesSearch. */
export function spellingGroups(extra: readonly string[] = []): string[][] {
  return [...BUILT_IN_SPELLINGS, ...extra].map(spellingWords).filter((group) => group.length > 0);
}

const DEFAULT_GROUPS = spellingGroups();

/** The ways a typed word may be written: itself, and each spelling variant put in place of one it contains. */
function spellingsOf(word: string, groups: readonly string[][]): string[] {
  const out = new Set([word]);
  for (const group of groups) {
    for (const variant of group) {
      if (!word.includes(variant)) continue;
      for (const other of group) if (other !== variant) out.add(word.replace(variant, other));
    }
  }
  return [...out];
}

/** Whether `a` becomes `b` by at most one letter added, dropped, changed, or two neighbours swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  if (a.length === b.length) {
    if (restA.slice(1) === restB.slice(1)) return true;
    return restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2);
  }
  return a.length > b.length ? restA.slice(1) === restB : restA === restB.slice(1);
}

/** A typed word this long or longer is found despite one typo. */
export const TYPO_MIN_LETTERS = 5;
// "الزنجر"، "بالبطاطا"، "والثوم": the article and the joined prepositions are not part of the word.
const PREFIXES = /^(?:وبال|وال|بال|فال|كال|لل|ال|و|ب)/;

/** Whether a typed word of TYPO_MIN_LETTERS or more is one typo away from a word of the text, or from its start. */
function nearlyIn(word: string, textWords: readonly string[]): boolean {
  if ([...word].length < TYPO_MIN_LETTERS) return false;
  return textWords.some((textWord) =>
    [textWord, textWord.replace(PREFIXES, "")].some(
      (candidate) =>
        withinOneEdit(word, candidate) ||
        // A word still being typed: the start of a longer word, one typo off.
        [word.length - 1, word.length, word.length + 1].some(
          (length) => length < candidate.length && withinOneEdit(word, candidate.slice(0, length)),
        ),
    ),
  );
}

/**
 * Whether every word of `query` appears in one of `texts` (after normalizing both): as it is typed,
 * in any of its spelling variants (`groups`, from spellingGroups), or one typo off for longer words.
 */
export function matchesSearch(
  query: string,
  texts: readonly (string | null | undefined)[],
  groups: readonly string[][] = DEFAULT_GROUPS,
): boolean {
  const words = normalizeArabic(query).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeArabic(texts.filter(Boolean).join(" "));
  const textWords = haystack.split(" ");
  return words.every((word) =>
    spellingsOf(word, groups).some((spelling) => haystack.includes(spelling) || nearlyIn(spelling, textWords)),
  );
}
