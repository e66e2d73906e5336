import { formatNumber } from "./format";

/**
 * A noun in each of Arabic's plural forms, as Intl.PluralRules("ar") names them; `{n}` stands for
 * the count (in Latin digits, like every figure on the site). One and two usually say the number
 * with the noun alone («صنف واحد», «صنفان»); three to ten take the plural; eleven to ninety-nine
 * the singular in the accusative; hundreds and thousands the plain singular.
 */
export interface ArabicNoun {
  zero: string;
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}

const rules = new Intl.PluralRules("ar");

/** The count with its noun in the form Arabic gives that number: «3 أصناف», «11 صنفاً», «100 صنف». */
export function countOf(count: number, noun: ArabicNoun): string {
  return noun[rules.select(count) as keyof ArabicNoun].replace("{n}", formatNumber(count));
}
