// Money as integer fils (1 JOD = 1000 fils), so sums of prices are exact: never added as floats.

/** "3.50" (the numeric text the database and the API give) → 3500. */
export function toFils(price: string): number {
  const [whole, fraction = ""] = price.trim().split(".");
  const sign = whole.startsWith("-") ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 1000 + Number(fraction.padEnd(3, "0").slice(0, 3)));
}

/** 3500 → "3.50": two decimals, like every price in the API (a fils remainder is rounded half up). */
export function fromFils(fils: number): string {
  const cents = Math.round(fils / 10);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
