export const CURRENCY = "د.أ";

/** "3.50" -> "3.50 د.أ"; prices keep Latin digits as on the restaurant's receipts. */
export function formatPrice(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const amount = Number(value);
  if (!Number.isFinite(amount)) return "";
  const text = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return `${text} ${CURRENCY}`;
}

/** The price a visitor sees first: sandwich, then meal, then the plain price (SPEC.md 9). */
export function displayPrice(item: { sandwichPrice?: string | null; mealPrice?: string | null; price?: string | null }) {
  return item.sandwichPrice ?? item.mealPrice ?? item.price ?? null;
}

/** Discount percent when the badge applies: original > 0 and discounted < original. */
export function discountPercent(original: string | number, discounted: string | number): number | null {
  const o = Number(original);
  const d = Number(discounted);
  if (!(o > 0) || !(d < o)) return null;
  return Math.round(((o - d) / o) * 100);
}

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

export function formatDate(value: string | Date, locale = "ar-JO"): string {
  return toDate(value).toLocaleDateString(locale, { year: "numeric", month: "long", day: "numeric" });
}

export function formatDateTime(value: string | Date, locale = "ar-JO"): string {
  return toDate(value).toLocaleString(locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}
