// Characters that draw nothing or reorder text: harmful in names and numbers (look-alikes, spoofed
// direction, one invoice spelled many ways), useless in free text. Recognised by Unicode property so a
// character the next Unicode version adds is covered too:
// - Cc, control characters (NUL among them; PostgreSQL refuses it in text columns);
// - Cf, format characters (zero-width, bidi marks and overrides, soft hyphen, Arabic letter mark, tags);
// - Default_Ignorable_Code_Point (variation selectors, the combining grapheme joiner, Hangul fillers);
// - Cs, a lone surrogate half, which is no character at all;
// - blanks that draw nothing: the Braille blank, which no property marks, and the Hangul fillers
//   (default-ignorable already, named so a font that draws them changes nothing).
// ZWNJ and ZWJ are default-ignorable format characters, so one-line fields refuse them too: this Arabic
// product has no name, invoice or phone that needs them.
const INVISIBLE = "\\p{Cf}\\p{Default_Ignorable_Code_Point}\\p{Cs}\\u2800\\u115F\\u1160\\u3164\\uFFA0";
// Line and paragraph separators end a line as surely as \n does.
const LINE_SEPARATORS = "\\u2028\\u2029";

// The "u" flag, not "v": the forms run these in browsers that predate "v".
const HOSTILE_IN_LINE = new RegExp(`[\\p{Cc}${LINE_SEPARATORS}${INVISIBLE}]`, "u");
const HOSTILE_IN_TEXT = new RegExp(`(?![\\t\\n\\r])\\p{Cc}|[${INVISIBLE}]`, "gu");
// Every space but the plain one (no-break, thin, ideographic...): it looks like a space and is one.
const OTHER_SPACES = /(?! )\p{Zs}/gu;

export const HOSTILE_TEXT = "النص يحتوي على رموز غير مسموح بها";

/**
 * True when a one-line value (a name, an invoice or phone number) holds a control or line-breaking
 * character, or an invisible one (format, default-ignorable, blank).
 */
export const hasHostileChars = (value: string) => HOSTILE_IN_LINE.test(value);

/** Free text without control and invisible characters; tabs and line breaks stay. */
export const stripHostileChars = (value: string) => value.replace(HOSTILE_IN_TEXT, "");

/** A one-line value with every kind of space written as the plain one, so two names that look alike are alike. */
export const plainSpaces = (value: string) => value.replace(OTHER_SPACES, " ");
