// Characters that are invisible or reorder text: harmful in names and numbers (look-alikes, spoofed
// direction), useless in free text. NUL is among them and PostgreSQL refuses it in text columns.
const CONTROL = "\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F";
const LINE_BREAKS = "\\t\\n\\r";
const INVISIBLE = "\\u200B-\\u200F\\u2060\\uFEFF\\u202A-\\u202E\\u2066-\\u2069";

const HOSTILE_IN_LINE = new RegExp(`[${CONTROL}${LINE_BREAKS}${INVISIBLE}]`);
const HOSTILE_IN_TEXT = new RegExp(`[${CONTROL}${INVISIBLE}]`, "g");

export const HOSTILE_TEXT = "النص يحتوي على رموز غير مسموح بها";

/** True when a one-line value (a name, an invoice or phone number) holds a control, zero-width or bidi character. */
export const hasHostileChars = (value: string) => HOSTILE_IN_LINE.test(value);

/** Free text without control, zero-width and bidi characters; tabs and line breaks stay. */
export const stripHostileChars = (value: string) => value.replace(HOSTILE_IN_TEXT, "");
