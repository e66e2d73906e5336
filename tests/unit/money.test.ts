import { describe, expect, it } from "vitest";
import { fromFils, toFils } from "../../shared/money";

describe("money as integer fils", () => {
  it("reads the API's numeric texts exactly", () => {
    expect(["0.10", "0.35", "3.5", "12", "99999999.99"].map(toFils)).toEqual([100, 350, 3500, 12000, 99999999990]);
  });

  it("sums without float error and writes two decimals", () => {
    const sum = toFils("0.10") + 3 * toFils("0.35") + toFils("0.20");
    expect(fromFils(sum)).toBe("1.35");
    expect(fromFils(0)).toBe("0.00");
    expect(fromFils(1005)).toBe("1.01");
  });
});
