import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { phoneSearchText } from "../../shared/jordan-phone";
import { PHONE_MESSAGES, phoneField } from "../../shared/schema/fields";
import { HOSTILE_TEXT } from "../../shared/text";

const phone = phoneField();
const arabicDigits = (typed: string) => typed.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

describe("a visitor's phone number", () => {
  it("accepts a Jordanian mobile however it is written and keeps its national form", () => {
    for (const typed of [
      "0791234567",
      " 0791234567 ",
      "079 123 4567",
      "079-123-4567",
      "(079) 123.4567",
      "+962791234567",
      "+962 79 123 4567",
      "00962791234567",
      "962791234567",
      arabicDigits("0791234567"),
      `+${arabicDigits("962791234567")}`,
    ]) {
      expect(phone.parse(typed), typed).toBe("0791234567");
    }
    expect(phone.parse("0771234567")).toBe("0771234567");
    expect(phone.parse("0781234567")).toBe("0781234567");
  });

  it("refuses what is no Jordanian mobile with the Arabic phone messages", () => {
    const invalid = [
      "abcdefghijk",
      "<img src=x>abc",
      "07912345ab",
      "0761234567",
      "06 512 3456 7",
      "1234567890",
      "+1 202 555 0143",
      "0".repeat(21),
    ];
    for (const typed of invalid) {
      expect(phone.safeParse(typed).error?.issues[0].message, typed).toBe(PHONE_MESSAGES.invalid);
    }
    for (const typed of ["", "079123456", "06 51234"]) {
      expect(phone.safeParse(typed).error?.issues[0].message, typed).toBe(PHONE_MESSAGES.tooShort);
    }
    expect(phone.safeParse(undefined).error?.issues[0].message).toBe(PHONE_MESSAGES.tooShort);
    expect(phone.safeParse(791234567).error?.issues[0].message).toBe(PHONE_MESSAGES.tooShort);
    for (const typed of ["0791234567\u200B", "079\u00AD1234567", "\u202E0791234567", "0791234567\u2800"]) {
      expect(phone.safeParse(typed).error?.issues[0].message).toBe(HOSTILE_TEXT);
    }
  });

  it("gives one stored value for every spelling of one number", () => {
    const spelling = fc.record({
      national: fc
        .tuple(fc.constantFrom("7", "8", "9"), fc.stringMatching(/^\d{7}$/))
        .map(([k, rest]) => `07${k}${rest}`),
      prefix: fc.constantFrom("0", "+962", "+962 ", "00962", "962"),
      separator: fc.constantFrom("", " ", "-"),
      arabic: fc.boolean(),
    });
    fc.assert(
      fc.property(spelling, ({ national, prefix, separator, arabic }) => {
        const rest = national.slice(1);
        const typed = `${prefix}${rest.slice(0, 2)}${separator}${rest.slice(2, 5)}${separator}${rest.slice(5)}`;
        expect(phone.parse(arabic ? arabicDigits(typed) : typed)).toBe(national);
      }),
    );
  });
});

describe("a search term that looks like a phone", () => {
  it("is read in the stored national form, whole or in part", () => {
    expect(phoneSearchText("0791234567")).toBe("0791234567");
    expect(phoneSearchText("079 123 4567")).toBe("0791234567");
    expect(phoneSearchText("+962791234567")).toBe("0791234567");
    expect(phoneSearchText("00962 79 123 4567")).toBe("0791234567");
    expect(phoneSearchText(arabicDigits("0791234567"))).toBe("0791234567");
    expect(phoneSearchText("+962 79")).toBe("079");
    expect(phoneSearchText("123 45")).toBe("12345");
  });

  it("is left alone when it is not one", () => {
    for (const term of ["INV-777", "سارة", "abc", "", "   ", "+", "-"]) expect(phoneSearchText(term), term).toBeNull();
  });
});
