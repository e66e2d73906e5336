import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** One changed field: its value before and after the write (null when it did not exist). */
export type FieldChange = { before: unknown; after: unknown };
export type AuditChanges = Record<string, FieldChange>;

/**
 * What the log shows instead of a value a customer gave (a name, phone, comment, invoice, answer):
 * the field is named, its value is never copied, so erasing the record erases the person.
 */
export const PERSONAL_VALUE = "(بيانات شخصية)";

// Who did what: written in the same transaction as the change it describes.
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    // No foreign key: accounts are disabled, never deleted, and a failed sign-in has no account.
    actorId: uuid("actor_id"),
    actorName: text("actor_name"),
    action: text("action").notNull(),
    resource: text("resource").notNull(),
    resourceId: text("resource_id"),
    changes: jsonb("changes").$type<AuditChanges>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.at.desc()),
    index("audit_log_resource_idx").on(t.resource, t.at.desc()),
  ],
);

// A single row (id 1): how long job applications are kept.
export const privacySettings = pgTable("privacy_settings", {
  id: integer("id").primaryKey().default(1),
  applicationRetentionMonths: integer("application_retention_months").notNull().default(12),
});

export type AuditRow = typeof auditLog.$inferSelect;
