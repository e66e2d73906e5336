import { describe, expect, it } from "vitest";
import { countOf } from "../../client/src/lib/arabic-count";

const DISHES = {
  zero: "لا أصناف",
  one: "صنف واحد",
  two: "صنفان",
  few: "{n} أصناف",
  many: "{n} صنفاً",
  other: "{n} صنف",
};

describe("a count with its Arabic noun", () => {
  it.each([
    [0, "لا أصناف"],
    [1, "صنف واحد"],
    [2, "صنفان"],
    [3, "3 أصناف"],
    [10, "10 أصناف"],
    [11, "11 صنفاً"],
    [99, "99 صنفاً"],
    [100, "100 صنف"],
    [102, "102 صنف"],
    [103, "103 أصناف"],
    [111, "111 صنفاً"],
    [1000, "1,000 صنف"],
  ])("%i reads «%s»", (count, text) => {
    expect(countOf(count, DISHES)).toBe(text);
  });
});
