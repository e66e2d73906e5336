import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { drawSettings, prizes } from "../../server/db/schema";
import { backupRoundTrip, levelBefore } from "../support/backup-round-trip";

// Backups carry the prizes' stock, weight and branches and the draw's rules; one made before they
// existed restores to today's draw: no stock limit, equal weights, every branch, no rules.

const levelBeforeRules = levelBefore("draw-rules");

const roundTrip = (fill: (source: Database) => Promise<void>, level?: number) =>
  backupRoundTrip(
    fill,
    async (target) => ({
      prizes: await target.db.select().from(prizes),
      settings: await target.db.select().from(drawSettings),
    }),
    level,
  );

describe("the draw's rules in a backup", () => {
  it("a backup made before them restores its prizes unlimited, of equal weight, collected at every branch, with no rules", async () => {
    expect(levelBeforeRules).toBeGreaterThan(0);
    const restored = await roundTrip(async (source) => {
      await source.db.execute(sql`insert into prizes (name, is_active) values ('وجبة قديمة', true), ('مشروب', false)`);
    }, levelBeforeRules);
    expect(
      restored.prizes
        .map(({ name, isActive, stock, weight, branches }) => ({ name, isActive, stock, weight, branches }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: "مشروب", isActive: false, stock: null, weight: 1, branches: [] },
      { name: "وجبة قديمة", isActive: true, stock: null, weight: 1, branches: [] },
    ]);
    expect(restored.settings).toEqual([]);
  });

  it("a backup made now carries each prize's stock, weight and branches and the draw's rules", async () => {
    const rules = {
      id: 1,
      winsPerPhonePerDay: 2,
      winsPerPhonePerPeriod: 5,
      periodStart: "2026-07-01",
      periodEnd: "2026-07-31",
      invoiceCharacters: "digits" as const,
      invoiceMinLength: 6,
      invoiceMaxLength: 12,
    };
    const restored = await roundTrip(async (source) => {
      await source.db.insert(prizes).values({ name: "زنجر", stock: 3, weight: 7, branches: ["دابوق", "المطار"] });
      await source.db.insert(drawSettings).values(rules);
    });
    expect(restored.prizes).toEqual([
      expect.objectContaining({ name: "زنجر", stock: 3, weight: 7, branches: ["دابوق", "المطار"] }),
    ]);
    expect(restored.settings).toEqual([rules]);
  });
});
