import { afterEach, describe, expect, it } from "vitest";
import { ammanParts } from "@shared/amman-time";
import { branchStatus, plannedDay, type BranchHours, type HoursInterval } from "@shared/branch-hours";
import { intervalsText, nextChangeText, statusText, weekHours } from "@shared/branch-hours-text";

const i = (open: string, close: string): HoursInterval => ({ open, close });
// Sunday to Thursday a lunch and a dinner shift; Friday from 1 pm past midnight; Saturday closed.
const split = [i("11:00", "15:00"), i("18:00", "23:00")];
const branch: BranchHours = {
  hours: [split, split, split, split, split, [i("13:00", "02:00")], []],
  exceptions: [
    { from: "2027-02-08", to: "2027-03-09", label: "رمضان", intervals: [i("20:00", "03:00")] },
    { from: "2027-03-10", to: "2027-03-12", label: "عطلة العيد", intervals: [] },
  ],
};

/** An Amman wall-clock time as an instant (Jordan is UTC+3 all year since 2022). */
const amman = (local: string) => new Date(`${local}+03:00`);
const badge = (local: string) => statusText(branchStatus(branch, amman(local)), ammanParts(amman(local)).date);

const ORIGINAL_TZ = process.env.TZ;
afterEach(() => {
  process.env.TZ = ORIGINAL_TZ;
});

describe("open now, in Amman time", () => {
  it("follows split shifts: open in each, closed between them with today's reopening time", () => {
    expect(branchStatus(branch, amman("2026-11-22T12:00"))).toEqual({
      open: true,
      closesAt: { date: "2026-11-22", minutes: 15 * 60 },
    });
    expect(badge("2026-11-22T12:00")).toBe("مفتوح الآن – يغلق الساعة 3:00 م");
    expect(badge("2026-11-22T16:00")).toBe("مغلق الآن – يفتح الساعة 6:00 م");
    expect(badge("2026-11-22T15:00")).toBe("مغلق الآن – يفتح الساعة 6:00 م");
    expect(badge("2026-11-22T10:59")).toBe("مغلق الآن – يفتح الساعة 11:00 ص");
    expect(badge("2026-11-22T23:30")).toBe("مغلق الآن – يفتح غداً الساعة 11:00 ص");
    expect(intervalsText(plannedDay(branch, "2026-11-22").intervals)).toBe("11:00 ص – 3:00 م، 6:00 م – 11:00 م");
  });

  it("keeps yesterday's past-midnight shift open after midnight, and closes at its end", () => {
    expect(badge("2026-11-27T23:59")).toBe("مفتوح الآن – يغلق الساعة 2:00 ص");
    // Saturday is closed all day, yet at 01:30 Friday's shift still runs.
    expect(branchStatus(branch, amman("2026-11-28T01:30"))).toEqual({
      open: true,
      closesAt: { date: "2026-11-28", minutes: 120 },
    });
    expect(badge("2026-11-28T02:00")).toBe("مغلق الآن – يفتح غداً الساعة 11:00 ص");
    expect(branchStatus(branch, amman("2026-11-27T20:00"))).toEqual({
      open: true,
      closesAt: { date: "2026-11-28", minutes: 120 },
    });
    expect(intervalsText(branch.hours[5])).toBe("1:00 م – 2:00 ص");
    expect(intervalsText([i("18:00", "00:00")])).toBe("6:00 م – منتصف الليل");
  });

  it("lets a dated exception override the week: Ramadan evenings past midnight, then a closure", () => {
    // A Wednesday in Ramadan: the weekly lunch shift does not apply.
    expect(badge("2027-02-10T12:00")).toBe("مغلق الآن – يفتح الساعة 8:00 م");
    expect(plannedDay(branch, "2027-02-10").exception?.label).toBe("رمضان");
    expect(badge("2027-02-10T21:00")).toBe("مفتوح الآن – يغلق الساعة 3:00 ص");
    expect(badge("2027-02-11T02:30")).toBe("مفتوح الآن – يغلق الساعة 3:00 ص");
    // The last Ramadan night still runs into the first day of the Eid closure.
    expect(badge("2027-03-10T02:00")).toBe("مفتوح الآن – يغلق الساعة 3:00 ص");
    // Eid closes Wed–Fri, Saturday is closed every week: next opening is Sunday lunch.
    expect(badge("2027-03-10T12:00")).toBe("مغلق الآن – يفتح يوم الأحد الساعة 11:00 ص");
  });

  it("lets the narrower exception win where two cover a day", () => {
    const eidInside: BranchHours = {
      ...branch,
      exceptions: [
        ...branch.exceptions,
        { from: "2027-02-20", to: "2027-02-20", label: "إغلاق للصيانة", intervals: [] },
      ],
    };
    expect(plannedDay(eidInside, "2027-02-20").exception?.label).toBe("إغلاق للصيانة");
    expect(branchStatus(eidInside, amman("2027-02-20T21:00")).open).toBe(false);
  });

  it("turns the day at Amman's midnight, not the server's", () => {
    // 22:30 UTC on Thursday is 01:30 on Friday in Amman: Thursday's dinner ended at 23:00.
    const instant = new Date("2026-11-26T22:30:00Z");
    expect(ammanParts(instant)).toEqual({ date: "2026-11-27", weekday: 5, minutes: 90 });
    expect(statusText(branchStatus(branch, instant), "2026-11-27")).toBe("مغلق الآن – يفتح الساعة 1:00 م");
  });

  it("gives the same answers whatever time zone the server runs in", () => {
    const instants = ["2026-11-22T12:00", "2026-11-28T01:30", "2026-11-26T23:30", "2027-02-11T02:30"].map(amman);
    const answers = (zone: string) => {
      process.env.TZ = zone;
      return { localHour: instants[0].getHours(), statuses: instants.map((instant) => branchStatus(branch, instant)) };
    };
    const utc = answers("UTC");
    const tokyo = answers("Asia/Tokyo");
    const losAngeles = answers("America/Los_Angeles");
    // The zone change took effect (the process's own clock reading moved) ...
    expect(new Set([utc.localHour, tokyo.localHour, losAngeles.localHour]).size).toBe(3);
    // ... and the rule did not.
    expect(tokyo.statuses).toEqual(utc.statuses);
    expect(losAngeles.statuses).toEqual(utc.statuses);
    expect(utc.statuses.map((status) => status.open)).toEqual([true, true, false, true]);
  });

  it("says plainly when nothing is planned ahead", () => {
    expect(
      statusText(
        branchStatus({ hours: [[], [], [], [], [], [], []], exceptions: [] }, amman("2026-11-22T12:00")),
        "2026-11-22",
      ),
    ).toBe("مغلق الآن");
  });
});

describe("the next change beside the badge, and the week's hours", () => {
  const next = (local: string) => nextChangeText(branchStatus(branch, amman(local)), ammanParts(amman(local)).date);

  it("says when an open branch closes, a night shift's small-hours close without a day", () => {
    expect(next("2026-11-22T12:00")).toBe("يغلق الساعة 3:00 م");
    expect(next("2026-11-27T20:00")).toBe("يغلق الساعة 2:00 ص");
  });

  it("says when a closed branch opens, naming the day when it is not today", () => {
    expect(next("2026-11-22T16:00")).toBe("يفتح الساعة 6:00 م");
    expect(next("2026-11-22T23:30")).toBe("يفتح غداً الساعة 11:00 ص");
    expect(next("2027-03-10T12:00")).toBe("يفتح يوم الأحد الساعة 11:00 ص");
    expect(nextChangeText({ open: false, opensAt: null }, "2026-11-22")).toBeNull();
  });

  it("lists Saturday to Friday with split shifts, today marked, and an exception on the dates it covers", () => {
    const week = weekHours(branch, "2026-11-24");
    expect(week.map((row) => row.day)).toEqual([
      "السبت",
      "الأحد",
      "الاثنين",
      "الثلاثاء",
      "الأربعاء",
      "الخميس",
      "الجمعة",
    ]);
    expect(week[0]).toEqual({ day: "السبت", date: "2026-11-28", today: false, text: "مغلق" });
    expect(week[3]).toEqual({
      day: "الثلاثاء",
      date: "2026-11-24",
      today: true,
      text: "11:00 ص – 3:00 م، 6:00 م – 11:00 م",
    });
    expect(week[6].text).toBe("1:00 م – 2:00 ص");
    // In Ramadan each day shows the exception's hours and name.
    const ramadan = weekHours(branch, "2027-02-10");
    expect(ramadan.every((row) => row.exception === "رمضان" && row.text === "8:00 م – 3:00 ص")).toBe(true);
  });
});
