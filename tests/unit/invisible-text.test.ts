import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeInvoice } from "../../shared/normalize";
import { requiredFreeText, requiredText } from "../../shared/schema/fields";
import { lotteryEntrySchema } from "../../shared/schema/lottery-forms";
import { submitReelSchema } from "../../shared/schema/reels-forms";
import { submitReviewSchema } from "../../shared/schema/reviews-forms";
import { HOSTILE_TEXT, stripHostileChars } from "../../shared/text";

/** Every code point whose one character matches `property` (lone surrogates left out: no string holds them alone here). */
function codePoints(property: RegExp): string[] {
  const found: string[] = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const ch = String.fromCodePoint(cp);
    if (property.test(ch)) found.push(ch);
  }
  return found;
}

const LINE_BREAKS = ["\t", "\n", "\r"];
// What draws nothing, by property, plus the blanks no property marks as invisible. Tabs and line
// breaks are controls too, but free text keeps them: they are tried apart.
const INVISIBLE = codePoints(/^[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]$/u).filter(
  (ch) => !LINE_BREAKS.includes(ch),
);
const BLANKS = ["\u2800", "\u115F", "\u1160", "\u3164", "\uFFA0"];
const SPACES = codePoints(/^[\p{Zs}\p{Zl}\p{Zp}]$/u).filter((ch) => ch !== " ");

const insertAt = (text: string, ch: string, at: number) => {
  const chars = [...text];
  const index = at % (chars.length + 1);
  return [...chars.slice(0, index), ch, ...chars.slice(index)].join("");
};

const invisible = fc.constantFrom(...INVISIBLE, ...BLANKS);
const position = fc.nat(40);
const INVOICE = "INV777001";
const NAME = "سارة المجالي";
const PHONE = "0791234567";

describe("invisible characters", () => {
  it("finds thousands of them by property, the ones that once won extra prizes among them", () => {
    expect(INVISIBLE.length).toBeGreaterThan(4000);
    for (const ch of ["\u00AD", "\u061C", "\u034F", "\u180E", "\u2063", "\u3164", "\u200C", "\u200D"]) {
      expect(INVISIBLE).toContain(ch);
    }
  });

  it("never let an invoice through as a different invoice: each one, anywhere, is refused", () => {
    for (const ch of [...INVISIBLE, ...BLANKS, ...LINE_BREAKS]) {
      const result = lotteryEntrySchema.safeParse({ invoiceNumber: `INV777${ch}001`, phoneNumber: PHONE });
      expect(result.error?.issues[0], ch.codePointAt(0)?.toString(16)).toMatchObject({ message: HOSTILE_TEXT });
    }
    fc.assert(
      fc.property(fc.oneof(invisible, fc.constantFrom(...LINE_BREAKS)), position, (ch, at) => {
        const result = lotteryEntrySchema.safeParse({ invoiceNumber: insertAt(INVOICE, ch, at), phoneNumber: PHONE });
        expect(result.success).toBe(false);
        expect(result.error?.issues).toContainEqual(
          expect.objectContaining({ path: ["invoiceNumber"], message: HOSTILE_TEXT }),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it("reads an invoice with any other kind of space in it as the same invoice, or refuses it", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPACES), position, (ch, at) => {
        const result = lotteryEntrySchema.safeParse({ invoiceNumber: insertAt(INVOICE, ch, at), phoneNumber: PHONE });
        if (result.success) expect(normalizeInvoice(result.data.invoiceNumber)).toBe(normalizeInvoice(INVOICE));
        else expect(result.error.issues[0]).toMatchObject({ path: ["invoiceNumber"], message: HOSTILE_TEXT });
      }),
    );
  });

  it("refuses each one anywhere in a name, in the shared field and in the visitors' forms", () => {
    const review = { rating: 5, comment: "الطعم رائع والخدمة سريعة" };
    const reel = { videoUrl: "https://youtu.be/dQw4w9WgXcQ" };
    fc.assert(
      fc.property(fc.oneof(invisible, fc.constantFrom(...LINE_BREAKS)), position, (ch, at) => {
        const name = insertAt(NAME, ch, at);
        expect(requiredText("الاسم مطلوب", 2, 100).safeParse(name).error?.issues[0].message).toBe(HOSTILE_TEXT);
        expect(submitReviewSchema.safeParse({ ...review, customerName: name }).error?.issues).toContainEqual(
          expect.objectContaining({ path: ["customerName"], message: HOSTILE_TEXT }),
        );
        expect(submitReelSchema.safeParse({ ...reel, customerName: name }).error?.issues).toContainEqual(
          expect.objectContaining({ path: ["customerName"], message: HOSTILE_TEXT }),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it("writes every other kind of space in a name as the plain one, and refuses line separators", () => {
    const field = requiredText("الاسم مطلوب", 2, 100);
    for (const ch of SPACES) {
      const result = field.safeParse(`سارة${ch}المجالي`);
      if (ch === "\u2028" || ch === "\u2029") expect(result.error?.issues[0].message).toBe(HOSTILE_TEXT);
      else expect(result.data, ch.codePointAt(0)?.toString(16)).toBe(NAME);
    }
  });

  it("strips each one from free text and keeps tabs and line breaks", () => {
    const text = "الطعم رائع\nوالخدمة\tسريعة\r\nشكراً";
    fc.assert(
      fc.property(fc.array(fc.tuple(invisible, position), { maxLength: 5 }), (inserts) => {
        const dirty = inserts.reduce((value, [ch, at]) => insertAt(value, ch, at), text);
        expect(stripHostileChars(dirty)).toBe(text);
        expect(requiredFreeText("التعليق مطلوب").parse(dirty)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it("strips a lone surrogate half from free text and refuses it in a name", () => {
    expect(stripHostileChars("شكراً\uD800 جزيلاً\uDC00")).toBe("شكراً جزيلاً");
    expect(requiredText("الاسم مطلوب").safeParse("سارة\uDFFF").error?.issues[0].message).toBe(HOSTILE_TEXT);
  });
});
