import { onTestFinished, vi } from "vitest";

/**
 * Rate limits count in fixed one-minute windows (server/middleware/rate-limit.ts), and the app
 * runs in this process: holding Date still inside one window for the current test means its hits
 * can never straddle a minute boundary. Only Date is faked; timers and I/O run as usual.
 */
export function holdClockInOneWindow(): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 1_000);
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/**
 * Like holdClockInOneWindow, but Date.now() keeps running at real speed, shifted back to 1 s into
 * its current window: code that measures elapsed time with it still sees time pass (bcryptjs, for
 * one, yields to other requests every 100 ms by Date.now(), and a frozen clock would make each
 * hash block the event loop). Hits sent in the test's first 59 s share one window.
 */
export function runClockFromWindowStart(): void {
  const realNow = Date.now.bind(Date);
  const shift = (realNow() % 60_000) - 1_000;
  const now = vi.spyOn(Date, "now").mockImplementation(() => realNow() - shift);
  onTestFinished(() => {
    now.mockRestore();
  });
}
