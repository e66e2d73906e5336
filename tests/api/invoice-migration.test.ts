import { describe, expect, it } from "vitest";
import { normalizeInvoice } from "../../shared/normalize";
import { migratedFromBefore } from "../support/migration-step";

// Entries stored before the rule, as visitors typed them (digits already Latin, as the old form stored them).
const OLD = ["INV-CASE", "inv-case", "12345", "１２３４５", "12 345", "AB–77", "Other-1"];

describe("the migration to the invoice normal form moves existing entries to it", () => {
  it("fills invoice_normal like normalizeInvoice and keeps entries that now collide", async () => {
    const values = OLD.map((v) => `'${v}'`).join(",");
    const rows = await migratedFromBefore<{ invoice_number: string; invoice_normal: string }>(
      "invoice-normal-form",
      [
        `insert into lottery_entries (invoice_number, phone_number, submitted_at)
          select v, '0790000000', now() + make_interval(secs => o) from unnest(array[${values}]) with ordinality as t(v, o)`,
      ],
      "select invoice_number, invoice_normal from lottery_entries order by submitted_at",
    );

    expect(rows.map((r) => r.invoice_number)).toEqual(OLD);
    const seen = new Set<string>();
    for (const row of rows) {
      const normal = normalizeInvoice(row.invoice_number);
      // The first of each spelling gets the normal form; later collisions keep their entry under a distinct key.
      if (seen.has(normal)) expect(row.invoice_normal).toMatch(new RegExp(`^${normal}#[0-9a-f-]{36}$`));
      else expect(row.invoice_normal).toBe(normal);
      seen.add(normal);
    }
    expect(seen).toEqual(new Set(["invcase", "12345", "ab77", "other1"]));
  });
});
