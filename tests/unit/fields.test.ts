import { describe, expect, it } from "vitest";
import { normalizeNumberText, toLatinDigits } from "../../shared/normalize";
import { optionalPriceField, optionalText, priceField } from "../../shared/schema/fields";
import { setupFormSchema } from "../../shared/schema/auth-forms";

describe("digit normalisation", () => {
  it("turns Arabic-Indic and Persian digits into Latin digits", () => {
    expect(toLatinDigits("٠٧٩١٢٣٤٥٦٧")).toBe("0791234567");
    expect(toLatinDigits("۰۷۹۸")).toBe("0798");
    expect(normalizeNumberText("٣٫٥٠")).toBe("3.50");
  });
});

describe("price fields", () => {
  const price = priceField("السعر مطلوب");
  it("accepts numbers and numeric strings and returns two decimals", () => {
    expect(price.parse(3.5)).toBe("3.50");
    expect(price.parse("12")).toBe("12.00");
    expect(price.parse("٩٫٢٥")).toBe("9.25");
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
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["confirmPassword"], message: "كلمتا المرور غير متطابقتين" })]);
  });
});
