import { describe, expect, it } from "vitest";
import { soldOutResetAt } from "../../server/modules/menu/sold-out-reset";

// Amman keeps UTC+3 all year; to the millisecond: "2026-11-10T03:59:59.999".
const amman = (local: string) => new Date(`${local}+03:00`);
const NO_HOURS = { hours: [], exceptions: [] };
const ELEVEN_TO_MIDNIGHT = {
  hours: Array.from({ length: 7 }, () => [{ open: "11:00", close: "00:00" }]),
  exceptions: [],
};

describe("when a sold-out mark ends: the business day turns at 04:00:00.000 Amman time", () => {
  it("a mark set a millisecond before 04:00 ends at that 04:00", () => {
    expect(soldOutResetAt(NO_HOURS, amman("2026-11-10T03:59:59.999"))).toEqual(amman("2026-11-10T04:00:00.000"));
  });
  it("a mark set at 04:00 exactly lasts to 04:00 the next day", () => {
    expect(soldOutResetAt(NO_HOURS, amman("2026-11-10T04:00:00.000"))).toEqual(amman("2026-11-11T04:00:00.000"));
  });
  it("a mark set a millisecond after 04:00 lasts to 04:00 the next day", () => {
    expect(soldOutResetAt(NO_HOURS, amman("2026-11-10T04:00:00.001"))).toEqual(amman("2026-11-11T04:00:00.000"));
  });
  it("a mark set a millisecond before 04:00 ends at that morning's opening", () => {
    expect(soldOutResetAt(ELEVEN_TO_MIDNIGHT, amman("2026-11-10T03:59:59.999"))).toEqual(amman("2026-11-10T11:00"));
  });
  it("a mark set at 04:00 exactly lasts to the next day's opening", () => {
    expect(soldOutResetAt(ELEVEN_TO_MIDNIGHT, amman("2026-11-10T04:00:00.000"))).toEqual(amman("2026-11-11T11:00"));
  });
  it("a mark set just before midnight lasts to the next day's opening", () => {
    expect(soldOutResetAt(ELEVEN_TO_MIDNIGHT, amman("2026-11-10T23:59:59.999"))).toEqual(amman("2026-11-11T11:00"));
  });
});
