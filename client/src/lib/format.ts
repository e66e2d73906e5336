import { AMMAN_TIME_ZONE } from "@shared/amman-time";

// The one place numbers, prices, dates and sizes become text. Latin digits with Arabic words
// everywhere, and an explicit time zone, so the server and every browser render
// the same characters (server-rendered pages hydrate without a mismatch).
export const CURRENCY = "د.أ";
export const LOCALE = "ar-JO-u-nu-latn";

const priceFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const numberFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** "3.5" -> "3.50 د.أ": always two decimals, the price column's scale. */
export function formatPrice(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const amount = Number(value);
  if (!Number.isFinite(amount)) return "";
  return `${priceFormat.format(amount)} ${CURRENCY}`;
}

export const formatNumber = (value: number) => numberFormat.format(value);

/** The price a visitor sees first: sandwich, then meal, then the plain price. */
export function displayPrice(item: {
  sandwichPrice?: string | null;
  mealPrice?: string | null;
  price?: string | null;
}) {
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

const dateOptions: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: AMMAN_TIME_ZONE,
};
const timeOptions: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", timeZone: AMMAN_TIME_ZONE };
const dateTimeOptions: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric", ...timeOptions };

// One locale for every date on every page: Arabic (Jordan) month names, Latin digits, Amman time.
export function formatDate(value: string | Date): string {
  return toDate(value).toLocaleDateString(LOCALE, dateOptions);
}

/** The time of day alone, in Amman ("10:45 م"), for a date shown on the line above it. */
export function formatTime(value: string | Date): string {
  return toDate(value).toLocaleTimeString(LOCALE, timeOptions);
}

export function formatDateTime(value: string | Date): string {
  return toDate(value).toLocaleString(LOCALE, dateTimeOptions);
}

const wordsOptions: Intl.DateTimeFormatOptions = { weekday: "long", ...dateOptions, ...timeOptions };

/**
 * A moment in words, with its weekday and month name ("الأحد، 12 نيسان 2026 في 12:00 م"): beside a
 * date field whose browser shows digits in the visitor's locale order (12/04/2026 reads as April or
 * December), so the chosen date cannot be misread.
 */
export function formatDateTimeWords(value: string | Date): string {
  return toDate(value).toLocaleString(LOCALE, wordsOptions);
}

const BYTE_UNITS = ["بايت", "كيلوبايت", "ميغابايت", "غيغابايت", "تيرابايت"];

/** 10485760 -> "10 ميغابايت" (1024-based, as the upload limit is written). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${BYTE_UNITS[0]}`;
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), BYTE_UNITS.length - 1);
  return `${formatNumber(bytes / 1024 ** exponent)} ${BYTE_UNITS[exponent]}`;
}
