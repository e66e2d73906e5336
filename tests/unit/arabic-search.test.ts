import { describe, expect, it } from "vitest";
import { matchesSearch, normalizeArabic } from "@shared/arabic-search";

describe("Arabic search", () => {
  it("reads hamza forms of alef, taa marbuta and alef maqsura as one letter each", () => {
    expect(normalizeArabic("أإآا")).toBe("اااا");
    expect(normalizeArabic("فتة")).toBe(normalizeArabic("فته"));
    expect(normalizeArabic("مشوى")).toBe(normalizeArabic("مشوي"));
  });

  it("drops diacritics and tatweel, and reads Arabic-Indic digits as Latin", () => {
    expect(normalizeArabic("فَتّـــة")).toBe("فته");
    expect(normalizeArabic("٣٣٠ ۴")).toBe("330 4");
  });

  it("matches when every typed word is found, in any order; blank matches everything", () => {
    expect(matchesSearch("دجاج  اجنحه", ["أجنحة الدجاج الحارة"])).toBe(true);
    expect(matchesSearch("دجاج بيتزا", ["أجنحة الدجاج الحارة"])).toBe(false);
    expect(matchesSearch("  ", ["أي شيء"])).toBe(true);
    expect(matchesSearch("ثوم", ["زنجر", null, "صوص الثوم"])).toBe(true);
  });
});
