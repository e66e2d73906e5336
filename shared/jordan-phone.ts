import { toLatinDigits } from "./normalize";

// Jordanian numbers as people write them: 079 123 4567, 0791234567, +962 79 123 4567, 00962791234567
// for mobiles; 06 512 3456 for a landline (area codes 02, 03, 05, 06). Stored in the national form
// ("0791234567", "065123456"); links use the international one.

const MOBILE = /^07[789]\d{7}$/;
const LANDLINE = /^0[2356]\d{7}$/;

const SEPARATORS = /[\s\-().]/g;

/** The national form of a Jordanian number, or null when it is not one. */
export function nationalPhone(value: string): string | null {
  let digits = toLatinDigits(value).replace(SEPARATORS, "");
  if (digits.startsWith("+962")) digits = `0${digits.slice(4)}`;
  else if (digits.startsWith("00962")) digits = `0${digits.slice(5)}`;
  else if (digits.startsWith("962")) digits = `0${digits.slice(3)}`;
  return MOBILE.test(digits) || LANDLINE.test(digits) ? digits : null;
}

/**
 * A search term that looks like a phone number or part of one, as it would appear in a stored national
 * form: "079 123 4567" and "+962791234567" both give "0791234567", "+962 79" gives "079". Null when the
 * term is not made of digits and phone separators.
 */
export function phoneSearchText(term: string): string | null {
  const latin = toLatinDigits(term).trim();
  if (!/^\+?[\d\s\-().]+$/.test(latin) || !/\d/.test(latin)) return null;
  const whole = nationalPhone(latin);
  if (whole) return whole;
  const digits = latin.replace(SEPARATORS, "");
  if (digits.startsWith("+962")) return `0${digits.slice(4)}`;
  if (digits.startsWith("00962")) return `0${digits.slice(5)}`;
  return digits.replace(/^\+/, "");
}

export const isMobile = (national: string) => MOBILE.test(national);

/** "0791234567" → "+962791234567". */
export const internationalPhone = (national: string) => `+962${national.slice(1)}`;

/** "0791234567" → "079 123 4567"; "065123456" → "06 512 3456". */
export const displayPhone = (national: string) =>
  isMobile(national)
    ? `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`
    : `${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;

/** "0791234567" → "https://wa.me/962791234567": WhatsApp's chat link takes the international form without "+". */
export const whatsappUrl = (national: string) => `https://wa.me/${internationalPhone(national).slice(1)}`;
