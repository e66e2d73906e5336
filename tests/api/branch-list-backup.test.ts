import { describe, expect, it } from "vitest";
import { asc, sql } from "drizzle-orm";
import { FIRST_BRANCHES } from "@shared/branches";
import type { Database } from "../../server/db/client";
import { branches, menuItems, users } from "../../server/db/schema";
import { migratedFromBefore } from "../support/migration-step";
import { backupRoundTrip, levelBefore } from "../support/backup-round-trip";

// Branches became rows: an installation (or a backup) from before keeps the four with their slugs,
// names and saved details; a backup made after carries added, renamed, reordered and closed branches.

const levelBeforeRules = levelBefore("chain-branches");

const roundTrip = (fill: (source: Database) => Promise<void>, level?: number) =>
  backupRoundTrip(
    fill,
    async (target) => ({
      branches: await target.db.select().from(branches).orderBy(asc(branches.position)),
      dishes: await target.db.select().from(menuItems),
      accounts: await target.db.select().from(users),
    }),
    level,
  );

const pick = (rows: { slug: string; name: string; position: number; closedAt: Date | null }[]) =>
  rows.map(({ slug, name, position, closedAt }) => ({ slug, name, position, closed: closedAt !== null }));

describe("branches in a backup", () => {
  it("a backup made before branches were rows restores the four, in order, with their slugs and saved details", async () => {
    expect(levelBeforeRules).toBeGreaterThan(0);
    const restored = await roundTrip(async (source) => {
      // Dabouq's details saved (its row existed), the others never edited; a dish and a manager naming them.
      await source.db.execute(
        sql`insert into branches (slug, phone, address) values ('dabouq', '0790000001', 'شارع الملكة رانيا')`,
      );
      await source.db.execute(
        sql`insert into menu_categories (id, name, "order") values ('00000000-0000-4000-8000-000000000001', 'وجبات', 1)`,
      );
      await source.db.execute(
        sql`insert into menu_items (name, category_id, branches) values ('زنجر', '00000000-0000-4000-8000-000000000001', '{دابوق,المطار}')`,
      );
      await source.db.execute(
        sql`insert into users (username, password, role, branches) values ('manager-1', 'hash', 'manager', '{dabouq}')`,
      );
    }, levelBeforeRules);
    expect(pick(restored.branches)).toEqual(
      FIRST_BRANCHES.map((branch, index) => ({ ...branch, position: index + 1, closed: false })),
    );
    expect(restored.branches[1]).toMatchObject({ phone: "0790000001", address: "شارع الملكة رانيا" });
    expect(restored.dishes.map((dish) => dish.branches)).toEqual([["دابوق", "المطار"]]);
    expect(restored.accounts.map(({ username, branches, fullName }) => ({ username, branches, fullName }))).toEqual([
      { username: "manager-1", branches: ["dabouq"], fullName: null },
    ]);
  });

  it("a backup made now carries an added branch, a renamed one, the order and a closed one", async () => {
    const closedAt = new Date("2026-10-01T08:00:00Z");
    const restored = await roundTrip(async (source) => {
      await source.db.execute(sql`update branches set name = 'طريق المطار', position = 1 where slug = 'airport-road'`);
      await source.db.execute(sql`update branches set position = 3 where slug = 'al-yasmeen'`);
      await source.db.insert(branches).values({ slug: "irbid", name: "إربد", position: 5, closedAt });
    });
    expect(pick(restored.branches)).toEqual([
      { slug: "airport-road", name: "طريق المطار", position: 1, closed: false },
      { slug: "dabouq", name: "دابوق", position: 2, closed: false },
      { slug: "al-yasmeen", name: "الياسمين", position: 3, closed: false },
      { slug: "hashmi-north", name: "الهاشمي الشمالي", position: 4, closed: false },
      { slug: "irbid", name: "إربد", position: 5, closed: true },
    ]);
    expect(restored.branches[4].closedAt).toEqual(closedAt);
  });
});

describe("the branches migration on an installation in place", () => {
  it("gives the four their names and places and keeps the details already saved", async () => {
    const rows = await migratedFromBefore<{ slug: string; name: string; position: number; phone: string | null }>(
      "chain-branches",
      ["insert into branches (slug, phone) values ('hashmi-north', '065000001')"],
      "select slug, name, position, phone from branches order by position",
    );
    expect(rows).toEqual([
      { slug: "al-yasmeen", name: "الياسمين", position: 1, phone: null },
      { slug: "dabouq", name: "دابوق", position: 2, phone: null },
      { slug: "airport-road", name: "المطار", position: 3, phone: null },
      { slug: "hashmi-north", name: "الهاشمي الشمالي", position: 4, phone: "065000001" },
    ]);
  });
});
