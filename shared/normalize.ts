// Visitors on Arabic keyboards type ٠-٩ (Arabic-Indic) or ۰-۹ (Persian); the database stores Latin digits.
const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

export function toLatinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (ch) => {
    const code = ch.charCodeAt(0);
    const base = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - base);
  });
}

/** Latin digits, Arabic decimal separator (٫) as a dot, thousands separators (٬ ,) removed. */
export function normalizeNumberText(value: string): string {
  return toLatinDigits(value).replace(/\u066b/g, ".").replace(/[\u066c,\s]/g, "");
}

/**
 * The one form invoice numbers are compared in (DECISIONS.md): Unicode NFKC (full-width letters and
 * digits become ASCII), Arabic-Indic digits as Latin, letters case-folded, spaces and dashes removed.
 */
export function normalizeInvoice(value: string): string {
  return toLatinDigits(value.normalize("NFKC"))
    .toLowerCase()
    .replace(/[\s\p{Pd}\u2212]/gu, "");
}
