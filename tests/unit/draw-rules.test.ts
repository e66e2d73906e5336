import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { drawSettingsSchema, NO_DRAW_RULES } from "../../shared/schema/draw-forms";
import { invoiceRuleText, keepsInvoiceRule, outsidePeriod, type InvoiceRule } from "../../shared/schema/draw-rules";

const digitsRule: InvoiceRule = { invoiceCharacters: "digits", invoiceMinLength: 6, invoiceMaxLength: 12 };
const arabic = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

describe("the invoice rule", () => {
  it("digits only, 6 to 12: any such digits pass in Latin or Arabic-Indic, with spaces and dashes between", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{6,12}$/), fc.boolean(), fc.nat(5), (digits, inArabic, cut) => {
        const typed = inArabic ? arabic(digits) : digits;
        const spaced = `${typed.slice(0, cut)}-${typed.slice(cut, cut + 2)} ${typed.slice(cut + 2)}`;
        expect(keepsInvoiceRule(digitsRule, typed)).toBe(true);
        expect(keepsInvoiceRule(digitsRule, spaced)).toBe(true);
      }),
    );
  });

  it("digits only, 6 to 12: too few, too many, or any letter fails", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,5}$|^[0-9]{13,20}$/), (digits) => {
        expect(keepsInvoiceRule(digitsRule, digits)).toBe(false);
      }),
    );
    for (const typed of ["12345a", "A123456", "123456_", "١٢٣٤٥x٦"])
      expect(keepsInvoiceRule(digitsRule, typed)).toBe(false);
  });

  it("letters and digits take Latin letters in any case and digits; any text takes anything", () => {
    const alnum: InvoiceRule = { invoiceCharacters: "alnum", invoiceMinLength: null, invoiceMaxLength: null };
    expect(keepsInvoiceRule(alnum, "Inv-2026 1041")).toBe(true);
    expect(keepsInvoiceRule(alnum, "فاتورة12")).toBe(false);
    expect(keepsInvoiceRule(alnum, "A/12")).toBe(false);
    expect(keepsInvoiceRule(NO_DRAW_RULES, "فاتورة / 12")).toBe(true);
  });

  it("is put in words for the form's hint and the refusal", () => {
    expect(invoiceRuleText(digitsRule)).toBe("أرقام فقط، من 6 إلى 12 خانة");
    expect(invoiceRuleText({ ...digitsRule, invoiceMaxLength: null })).toBe("أرقام فقط، 6 خانات على الأقل");
    expect(invoiceRuleText({ invoiceCharacters: "any", invoiceMinLength: null, invoiceMaxLength: 20 })).toBe(
      "20 خانة على الأكثر",
    );
    expect(invoiceRuleText(NO_DRAW_RULES)).toBeNull();
  });
});

describe("the draw period", () => {
  const period = { periodStart: "2026-04-01", periodEnd: "2026-04-30" };

  it("includes its first and last day, and says when a period not begun starts", () => {
    expect(outsidePeriod(period, "2026-03-31")).toEqual({ reason: "not-started", opensOn: "2026-04-01" });
    expect(outsidePeriod(period, "2026-04-01")).toBeNull();
    expect(outsidePeriod(period, "2026-04-30")).toBeNull();
    expect(outsidePeriod(period, "2026-05-01")).toEqual({ reason: "ended", opensOn: null });
    expect(outsidePeriod({ periodStart: null, periodEnd: null }, "2030-01-01")).toBeNull();
    expect(outsidePeriod({ periodStart: "2026-04-01", periodEnd: null }, "2099-01-01")).toBeNull();
  });
});

describe("the draw settings form", () => {
  it("reads blank as no limit and Arabic digits as numbers", () => {
    const parsed = drawSettingsSchema.parse({
      ...NO_DRAW_RULES,
      winsPerPhonePerDay: "٣",
      winsPerPhonePerPeriod: "",
      periodStart: "",
      invoiceMaxLength: " 12 ",
    });
    expect(parsed).toEqual({ ...NO_DRAW_RULES, winsPerPhonePerDay: 3, invoiceMaxLength: 12 });
  });
});
