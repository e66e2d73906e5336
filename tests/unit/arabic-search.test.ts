import { describe, expect, it } from "vitest";
import { matchesSearch, normalizeArabic, spellingGroups, spellingWords, withinOneEdit } from "@shared/arabic-search";

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

describe("the one form, rule by rule", () => {
  it("reads presentation forms, ligatures and full-width characters as the plain letters (NFKC)", () => {
    expect(normalizeArabic("ﺩﺟﺎﺝ ﻻ ３３０")).toBe("دجاج لا 330");
  });
  it("reads Arabic-Indic digits as Latin", () => expect(normalizeArabic("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789"));
  it("reads Persian digits as Latin", () => expect(normalizeArabic("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789"));
  it("drops the short vowels, tanween, shadda and sukun", () => expect(normalizeArabic("بَبُبِبًبٌبٍبّبْ")).toBe("بببببببب"));
  it("drops the marks above and below a letter (U+0653 to U+065F)", () =>
    expect(normalizeArabic("ب\u0653ب\u0655ب\u0656ب\u065f")).toBe("بببب"));
  it("drops the superscript alef", () => expect(normalizeArabic("هٰذا")).toBe("هذا"));
  it("drops the honorific marks (U+0610 to U+061A)", () => expect(normalizeArabic("ب\u0610ب\u061a")).toBe("بب"));
  it("drops the Quranic annotation marks (U+06D6 to U+06ED)", () =>
    expect(normalizeArabic("ب\u06d6ب\u06edب")).toBe("ببب"));
  it("drops tatweel", () => expect(normalizeArabic("زنجـــر")).toBe("زنجر"));
  it("reads alef with hamza above as alef", () => expect(normalizeArabic("أ")).toBe("ا"));
  it("reads alef with hamza below as alef", () => expect(normalizeArabic("إ")).toBe("ا"));
  it("reads alef with madda as alef", () => expect(normalizeArabic("آ")).toBe("ا"));
  it("reads alef wasla as alef", () => expect(normalizeArabic("ٱ")).toBe("ا"));
  it("reads taa marbuta as haa", () => expect(normalizeArabic("ة")).toBe("ه"));
  it("reads alef maqsura as yaa", () => expect(normalizeArabic("ى")).toBe("ي"));
  it("reads waw with hamza as waw", () => expect(normalizeArabic("ؤ")).toBe("و"));
  it("reads yaa with hamza as yaa", () => expect(normalizeArabic("ئ")).toBe("ي"));
  it("reads a decomposed hamza (letter + U+0654) as the plain letter", () =>
    expect(normalizeArabic("و\u0654ي\u0654")).toBe("وي"));
  it("reads Latin letters in lower case", () => expect(normalizeArabic("BBQ Kfc")).toBe("bbq kfc"));
  it("turns every run of white space into one space", () => expect(normalizeArabic("زنجر \t\n حار")).toBe("زنجر حار"));
  it("trims white space at both ends", () => expect(normalizeArabic("  زنجر  ")).toBe("زنجر"));
});

// A dish as the menu search reads it (name, ingredients, each size's ingredients), and what a
// visitor types that only that one rule makes match.
const FOUND_BY_RULE: { rule: string; dish: string[]; typed: string }[] = [
  { rule: "NFKC", dish: ["بيبسي 330 مل"], typed: "بيبسي ３３０" },
  { rule: "Arabic-Indic digits", dish: ["وجبة 2 قطعة"], typed: "٢ قطعة" },
  { rule: "Persian digits", dish: ["وجبة 2 قطعة"], typed: "۲ قطعة" },
  { rule: "diacritics typed", dish: ["برجر لحم"], typed: "بُرْجَر" },
  { rule: "diacritics in the dish", dish: ["فتّة حمص"], typed: "فتة" },
  { rule: "superscript alef", dish: ["رحمٰن"], typed: "رحمن" },
  { rule: "tatweel", dish: ["زنجـــر حار"], typed: "زنجر" },
  { rule: "alef with hamza above", dish: ["أجنحة مقرمشة"], typed: "اجنحة" },
  { rule: "alef with hamza below", dish: ["برجر", "إضافة جبنة"], typed: "اضافة" },
  { rule: "alef with madda", dish: ["آيس تي"], typed: "ايس تي" },
  { rule: "alef wasla", dish: ["ٱلدجاج المقلي"], typed: "الدجاج" },
  { rule: "taa marbuta", dish: ["وجبة عائلية"], typed: "وجبه" },
  { rule: "alef maqsura", dish: ["حلوى التمر"], typed: "حلوي" },
  { rule: "waw with hamza", dish: ["لؤلؤة البحر"], typed: "لولوة" },
  { rule: "yaa with hamza", dish: ["فطائر بالجبنة"], typed: "فطاير" },
  { rule: "lower case", dish: ["زنجر", "صوص BBQ"], typed: "bbq" },
  { rule: "white space", dish: ["زنجر حار"], typed: "زنجر\tحار" },
];

describe("the menu search finds a dish by a spelling only one rule makes match", () => {
  for (const { rule, dish, typed } of FOUND_BY_RULE) {
    it(`${rule}: «${typed}» finds ${dish.join(" / ")}`, () => {
      // The spelling differs as typed, so only the rule can make it match.
      expect(dish.join(" ").includes(typed)).toBe(false);
      expect(matchesSearch(typed, dish)).toBe(true);
    });
  }
});

describe("spellings people type differently", () => {
  const menu = ["ساندويش زنجر حار", "بطاطس مقلية", "وجبة فاهيتا الدجاج", "ستربس 5 قطع"];
  const finds = (query: string) => menu.filter((name) => matchesSearch(query, [name]));

  it.each([
    ["سندويش", "ساندويش زنجر حار"],
    ["ساندويتش", "ساندويش زنجر حار"],
    ["زينجر", "ساندويش زنجر حار"],
    ["بطاطا", "بطاطس مقلية"],
    ["فهيتا", "وجبة فاهيتا الدجاج"],
    ["فاجيتا", "وجبة فاهيتا الدجاج"],
    ["استربس", "ستربس 5 قطع"],
  ])("«%s» finds «%s»", (query, expected) => expect(finds(query)).toEqual([expected]));

  it("forgives one typo in a word of five letters or more: a letter dropped, added, changed or two swapped", () => {
    expect(matchesSearch("مقليه", ["بطاطس مقلية"])).toBe(true);
    expect(matchesSearch("مقلبة", ["بطاطس مقلية"])).toBe(true);
    expect(matchesSearch("مقيلة", ["بطاطس مقلية"])).toBe(true);
    expect(matchesSearch("مقلييه", ["بطاطس مقلية"])).toBe(true);
    expect(matchesSearch("مقلي", ["بطاطس مقلية"])).toBe(true);
  });

  it("forgives no typo in a shorter word, and no more than one in a longer", () => {
    expect(matchesSearch("حاد", ["ساندويش زنجر حار"])).toBe(false);
    expect(matchesSearch("مكلبة", ["بطاطس مقلية"])).toBe(false);
  });

  it("sees past the article and joined prepositions when forgiving a typo", () => {
    expect(matchesSearch("دجاجج", ["وجبة فاهيتا الدجاج"])).toBe(true);
  });

  it("reads the owner's own groups beside the built-in ones", () => {
    expect(matchesSearch("شيبس", ["بطاطس مقلية"])).toBe(false);
    expect(matchesSearch("شيبس", ["بطاطس مقلية"], spellingGroups(["بطاطس، شيبس"]))).toBe(true);
  });

  it("splits a group on Latin or Arabic commas and spaces, and drops a line of one word", () => {
    expect(spellingWords("كولا،  كوكا , بيبسي")).toEqual(["كولا", "كوكا", "بيبسي"]);
    expect(spellingWords("كولا")).toEqual([]);
  });

  it("tells one edit from two", () => {
    expect(withinOneEdit("زنجر", "زينجر")).toBe(true);
    expect(withinOneEdit("زنجر", "زجنر")).toBe(true);
    expect(withinOneEdit("زنجر", "زيجنر")).toBe(false);
  });
});
