// Listening again after the LISTEN connection is lost: waits from 100 ms doubling to 5 s, with jitter.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { log } from "../../server/observability/logger";
import { ContentVersion } from "../../server/public-site/content-version";

/** A PostgreSQL stand-in whose LISTEN fails `failures` times, then succeeds; records when each attempt came. */
function flakyDatabase(failures: number) {
  const attempts: number[] = [];
  let end: (() => void) | undefined;
  const database = {
    driver: "postgres" as const,
    db: { select: () => ({ from: async () => [{ version: 0 }] }) } as never,
    async listen(
      _channels: readonly string[],
      _onNotify: (channel: string, payload: string) => void,
      onEnd?: () => void,
    ) {
      attempts.push(Date.now());
      if (attempts.length <= failures) throw new Error("connection refused");
      end = onEnd;
      return async () => {};
    },
  };
  return { database, attempts, drop: () => end?.() };
}

const gaps = (times: number[]) => times.slice(1).map((time, i) => time - times[i]);

describe("ContentVersion reconnect backoff", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    vi.spyOn(log, "warn").mockImplementation(() => {});
    vi.spyOn(log, "info").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("doubles the wait from 100 ms up to 5 s while LISTEN keeps failing, then resets once it works", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0.999999);
    const { database, attempts, drop } = flakyDatabase(8);
    const content = new ContentVersion(database);
    await content.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(attempts).toHaveLength(9);
    // Math.random() stays below 1, so each wait ends just under its ceiling.
    expect(gaps(attempts).map((gap) => Math.ceil(gap / 50) * 50)).toEqual([100, 200, 400, 800, 1600, 3200, 5000, 5000]);
    expect(content.reconnects).toBe(1);

    // A later loss starts again from the shortest wait.
    const before = attempts.length;
    drop();
    await vi.advanceTimersByTimeAsync(100);
    expect(attempts).toHaveLength(before + 1);
    expect(content.reconnects).toBe(2);
    await content.stop();
  });

  it("draws each wait between its half and its whole, so processes do not retry in step", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    const { database, attempts } = flakyDatabase(3);
    const content = new ContentVersion(database);
    await content.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(gaps(attempts)).toEqual([50, 100, 200]);
    await content.stop();
  });

  it("does not listen again after stop()", async () => {
    const { database, attempts, drop } = flakyDatabase(0);
    const content = new ContentVersion(database);
    await content.start();
    await content.stop();
    drop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attempts).toHaveLength(1);
  });
});
