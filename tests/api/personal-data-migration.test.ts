import { describe, expect, it } from "vitest";
import { PERSONAL_VALUE } from "@shared/schema/audit";
import { migratedFromBefore } from "../support/migration-step";

const PHONE = "0791234567";
const json = (value: unknown) => `'${JSON.stringify(value).replaceAll("'", "''")}'::jsonb`;

// Audit rows and export records as the code before the rule wrote them.
const OLD_AUDIT: Array<[string, string, string, unknown]> = [
  [
    "a1",
    "reviews",
    "delete",
    {
      id: { before: "a1", after: null },
      customerName: { before: "هالة الزعبي", after: null },
      comment: { before: `اتصلوا بي على ${PHONE}`, after: null },
      rating: { before: 5, after: null },
      approved: { before: true, after: null },
    },
  ],
  [
    "a2",
    "customer-reels",
    "create",
    { customerName: { before: null, after: "سامي" }, isActive: { before: null, after: true } },
  ],
  ["a3", "lottery-entries", "status", { status: { before: "pending", after: "claimed" } }],
  ["a4", "offers", "update", { title: { before: "عرض قديم", after: "عرض جديد" } }],
  ["a5", "job-applications", "erase", {}],
];

describe("the personal-data migration scrubs the personal data earlier code copied into records about records", () => {
  it("withholds visitors' values in old audit rows (field names and moderation values stay) and drops search text from export records", async () => {
    const setup = [
      ...OLD_AUDIT.map(
        ([id, resource, action, changes]) =>
          `insert into audit_log (actor_name, action, resource, resource_id, changes) values ('owner', '${action}', '${resource}', '${id}', ${json(changes)})`,
      ),
      `insert into application_exports (username, row_count, filters) values
        ('e1', 1, '${JSON.stringify({ governorateId: "g1", search: PHONE })}'),
        ('e2', 1, '${JSON.stringify({ search: "ريم الخطيب" })}'),
        ('e3', 4, '${JSON.stringify({ jobPositionId: "p1" })}'),
        ('e4', 9, '')`,
    ];
    const rows = await migratedFromBefore<{ kind: string; key: string; value: string }>(
      "personal-data-scrub",
      setup,
      `select 'audit' as kind, resource_id as key, changes::text as value from audit_log
       union all select 'export', username, filters from application_exports order by 1, 2`,
    );
    const audit = Object.fromEntries(rows.filter((r) => r.kind === "audit").map((r) => [r.key, JSON.parse(r.value)]));
    const exports = Object.fromEntries(rows.filter((r) => r.kind === "export").map((r) => [r.key, r.value]));

    expect(audit.a1).toEqual({
      id: { before: "a1", after: null },
      customerName: { before: PERSONAL_VALUE, after: null },
      comment: { before: PERSONAL_VALUE, after: null },
      rating: { before: 5, after: null },
      approved: { before: true, after: null },
    });
    expect(audit.a2).toEqual({
      customerName: { before: null, after: PERSONAL_VALUE },
      isActive: { before: null, after: true },
    });
    expect(audit.a3).toEqual(OLD_AUDIT[2][3]);
    expect(audit.a4).toEqual(OLD_AUDIT[3][3]);
    expect(audit.a5).toEqual({});

    expect(JSON.parse(exports.e1)).toEqual({ governorateId: "g1", search: true });
    expect(JSON.parse(exports.e2)).toEqual({ search: true });
    expect(JSON.parse(exports.e3)).toEqual({ jobPositionId: "p1" });
    expect(exports.e4).toBe("");
    for (const secret of [PHONE, "هالة", "سامي", "ريم"]) expect(JSON.stringify(rows)).not.toContain(secret);
  });
});
