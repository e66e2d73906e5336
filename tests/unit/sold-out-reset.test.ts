import { afterEach, describe, expect, it } from "vitest";
import { soldOutResetAt } from "../../server/modules/menu/sold-out-reset";

// Amman keeps UTC+3 all year; to the millisecond: "2026-11-10T03:59:59.999".
const amman = (local: string) => new Date(`${local}+03:00`);
const NO_HOURS = { hours: [], exceptions: [] };
const ELEVEN_TO_MIDNIGHT = {
  hours: Array.from({ length: 7 }, () => [{ open: "11:00", close: "00:00" }]),
  exceptions: [],
};

const ORIGINAL_TZ = process.env.TZ;
afterEach(() => {
  process.env.TZ = ORIGINAL_TZ;
});

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

  it("turns at Amman's 04:00 whatever time zone the server runs in", () => {
    const edges = ["2026-11-10T03:59:59.999", "2026-11-10T04:00:00.000", "2026-11-10T04:00:00.001"].map(amman);
    const ends = (zone: string) => {
      process.env.TZ = zone;
      return {
        localHour: edges[1].getHours(),
        ends: edges.map((edge) => soldOutResetAt(NO_HOURS, edge).toISOString()),
      };
    };
    const [utc, tokyo, losAngeles] = ["UTC", "Asia/Tokyo", "America/Los_Angeles"].map(ends);
    expect(new Set([utc.localHour, tokyo.localHour, losAngeles.localHour]).size).toBe(3);
    const expected = ["2026-11-10T04:00", "2026-11-11T04:00", "2026-11-11T04:00"].map((local) =>
      amman(local).toISOString(),
    );
    for (const zone of [utc, tokyo, losAngeles]) expect(zone.ends).toEqual(expected);
  });
});
