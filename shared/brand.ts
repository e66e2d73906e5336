// The restaurant's own words, kept in one place.
export const BRAND = {
  name: "بروستد الأصيل",
  tagline: "دجاج مقرمش بطعم لا يُنسى",
  since: 1979,
  footerYear: 2025,
} as const;
