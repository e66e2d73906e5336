// The date of the last change to the public content, read right after this process's own change.
import { describe, expect, it } from "vitest";
import { ContentVersion } from "../../server/public-site/content-version";

/** A database stand-in whose UPDATE of content_version lands only when `land()` is called. */
function slowDatabase(initial: Date) {
  let changedAt = initial;
  let land: () => void = () => {};
  const db = {
    update: () => ({
      set: (values: { changedAt: Date }) => ({
        where: () => ({
          returning: () =>
            new Promise<{ version: number }[]>((resolve) => {
              land = () => {
                changedAt = values.changedAt;
                resolve([{ version: 2 }]);
              };
            }),
        }),
      }),
    }),
    select: () => ({ from: async () => [{ changedAt }] }),
  };
  return {
    database: { driver: "pglite" as const, db: db as never, listen: async () => async () => {} },
    land: () => land(),
  };
}

describe("ContentVersion.changedAt", () => {
  it("waits for this process's own change to be written before reading the date", async () => {
    const { database, land } = slowDatabase(new Date("2026-12-01T00:59:00Z"));
    const content = new ContentVersion(database, { now: () => new Date("2026-11-28T06:58:00Z") });
    void content.changed();
    let read: Date | undefined;
    const reading = content.changedAt().then((date) => {
      read = date;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(read).toBeUndefined();
    land();
    await reading;
    expect(read?.toISOString()).toBe("2026-11-28T06:58:00.000Z");
  });

  it("reads at once when this process has no change in flight", async () => {
    const { database } = slowDatabase(new Date("2026-12-01T00:59:00Z"));
    const content = new ContentVersion(database);
    expect((await content.changedAt()).toISOString()).toBe("2026-12-01T00:59:00.000Z");
  });
});
