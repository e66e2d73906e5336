import { describe, expect, it } from "vitest";
import { formatBytes, formatDate, formatDateTime, formatNumber } from "../../client/src/lib/format";

const ARABIC_INDIC = /[\u0660-\u0669]/;

describe("dates and numbers render the same on the server and in any browser", () => {
  it("uses Latin digits with Arabic month names, in Amman time whatever the process time zone", () => {
    // 22:30 UTC on 5 March is already 6 March in Amman (UTC+3).
    const instant = "2025-03-05T22:30:00Z";
    expect(formatDate(instant)).toBe("6 آذار 2025");
    const dateTime = formatDateTime(instant);
    expect(dateTime).toContain("2025");
    expect(dateTime).toContain("01:30");
    expect(dateTime).not.toMatch(ARABIC_INDIC);
    expect(formatNumber(1234)).toBe("1,234");
  });

  it("writes file sizes in Arabic units", () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe("10 ميغابايت");
    expect(formatBytes(1536)).toBe("1.5 كيلوبايت");
    expect(formatBytes(0)).toBe("0 بايت");
  });
});
