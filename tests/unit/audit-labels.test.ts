import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditFieldLabel } from "../../shared/schema/audit-labels";
import { AUDITED_TABLES } from "../../server/modules/audit/audited";

// Every column of every table the audit log records has an Arabic label: the tables are read from
// the ones the audited writes load, so a new column or a new audited table without words fails here.
describe("audit field labels", () => {
  const tables = Object.entries(AUDITED_TABLES);

  it("covers every audited table", () => {
    expect(tables.length).toBeGreaterThan(15);
  });

  it.each(tables)("labels every column of %s in Arabic", (resource, { table }) => {
    const columns = Object.keys(getTableColumns(table));
    expect(columns.length).toBeGreaterThan(0);
    const missing = columns.filter((column) => !/[\u0600-\u06FF]/.test(auditFieldLabel(resource, column)));
    const fallback = columns.filter((column) => auditFieldLabel(resource, column) === "حقل آخر");
    expect({ resource, missing, fallback }).toEqual({ resource, missing: [], fallback: [] });
  });
});
