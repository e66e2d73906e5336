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

export type PriceText = { text: string } | { error: "invalid" | "ambiguous" | "precision" };

/**
 * A typed price as plain numeric text ("1234.5"): Latin digits; `٫`, or a `,` before at
 * most two final digits, is the decimal separator (`3,50` is 3.50); `,` and `٬` group thousands only
 * where that cannot be read another way (`1,234.50`, `1,234,567`). Anything that could mean two
 * amounts (`3,505`, `1,234,5`, `1.234,50`, `3 50`) is "ambiguous", never guessed.
 */
export function normalizePriceText(value: string): PriceText {
  const text = toLatinDigits(value)
    .trim()
    .replace(/\u066b/g, ".");
  if (/^-?\d+(\.\d{1,2})?$/.test(text)) return { text };
  if (/^-?\d+,\d{1,2}$/.test(text)) return { text: text.replace(",", ".") };
  if (/^-?\d+\.\d{3,}$/.test(text)) return { error: "precision" };
  const grouped = /^-?\d{1,3}([,\u066c]\d{3})+(\.\d{1,2})?$/.test(text);
  const oneCommaGroup = /^-?\d{1,3},\d{3}$/.test(text);
  if (grouped && !oneCommaGroup) return { text: text.replace(/[,\u066c]/g, "") };
  if (/[,\u066c\s.]/.test(text) && /\d/.test(text)) return { error: "ambiguous" };
  return { error: "invalid" };
}

/**
 * The one form invoice numbers are compared in: Unicode NFKC (full-width letters and
 * digits become ASCII), Arabic-Indic digits as Latin, letters case-folded, spaces and dashes removed.
 */
export function normalizeInvoice(value: string): string {
  return toLatinDigits(value.normalize("NFKC"))
    .toLowerCase()
    .replace(/[\s\p{Pd}\u2212]/gu, "");
}
