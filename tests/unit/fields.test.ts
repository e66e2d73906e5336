import { describe, expect, it } from "vitest";
import { toLatinDigits } from "../../shared/normalize";
import { optionalPriceField, optionalText, priceField } from "../../shared/schema/fields";
import { setupFormSchema } from "../../shared/schema/auth-forms";

describe("digit normalisation", () => {
  it("turns Arabic-Indic and Persian digits into Latin digits", () => {
    expect(toLatinDigits("٠٧٩١٢٣٤٥٦٧")).toBe("0791234567");
    expect(toLatinDigits("۰۷۹۸")).toBe("0798");
  });
});

describe("price fields", () => {
  const price = priceField("السعر مطلوب");
  it("accepts numbers and numeric strings and returns two decimals", () => {
    expect(price.parse(3.5)).toBe("3.50");
    expect(price.parse("12")).toBe("12.00");
    expect(price.parse("٩٫٢٥")).toBe("9.25");
  });
  it("reads a decimal comma before at most two final digits and refuses what could mean two amounts", () => {
    for (const [typed, stored] of [
      ["3,50", "3.50"],
      ["٣٫٥٠", "3.50"],
      ["٣,٥", "3.50"],
      ["3,5", "3.50"],
      ["1,234.50", "1234.50"],
      ["1,234,567", "1234567.00"],
      ["١٬٢٣٤", "1234.00"],
      [" 7 ", "7.00"],
    ] as const) {
      expect(price.parse(typed), typed).toBe(stored);
    }
    for (const typed of ["1,234,5", "3,505", "1.234,50", "3 50", "3,50,1", "3.50.1", ",50"]) {
      expect(price.safeParse(typed).error?.issues[0].message, typed).toBe(
        "صيغة السعر غير واضحة، اكتب الكسور بعد فاصلة أو نقطة واحدة مثل 3.50",
      );
    }
    expect(price.safeParse("3.505").error?.issues[0].message).toBe("السعر يجب ألا يزيد عن منزلتين عشريتين");
  });
  it("refuses negative, non-numeric and blank prices with Arabic messages", () => {
    expect(price.safeParse(-1).error?.issues[0].message).toBe("السعر لا يمكن أن يكون سالباً");
    expect(price.safeParse("abc").error?.issues[0].message).toBe("يجب إدخال سعر صحيح");
    expect(price.safeParse("").error?.issues[0].message).toBe("السعر مطلوب");
    expect(price.safeParse(undefined).error?.issues[0].message).toBe("السعر مطلوب");
  });
  it("treats blank and absent optional prices as null", () => {
    const optional = optionalPriceField();
    expect(optional.parse("")).toBeNull();
    expect(optional.parse(null)).toBeNull();
    expect(optional.parse(undefined)).toBeNull();
    expect(optional.parse("4")).toBe("4.00");
  });
  it("trims optional text and turns blank into null", () => {
    expect(optionalText().parse("  hi ")).toBe("hi");
    expect(optionalText().parse("   ")).toBeNull();
  });
});

describe("setup form", () => {
  it("puts the mismatch message on the confirm field", () => {
    const result = setupFormSchema.safeParse({ username: "owner", password: "secret1", confirmPassword: "secret2" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["confirmPassword"], message: "كلمتا المرور غير متطابقتين" }),
    ]);
  });
});
