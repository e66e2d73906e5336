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
