import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { auditLog } from "../schema/audit";
import { auditQuerySchema } from "../schema/audit-forms";
import type { auditRoutes } from "./audit.routes";
import type { SpecsOf } from "./endpoint";
import { onTheWire } from "./wire";

/**
 * A log entry as the dashboard reads it: the stored row plus the names the server could find today
 * for its ids (the actor's username, the changed record's name, ids among the changed values).
 */
// One changed field: its value before and after (one side for a create or a delete), or neither
// when the value is personal data and is not kept.
const fieldChange = z.object({ before: z.unknown().optional(), after: z.unknown().optional() });

export const auditEntryResponse = onTheWire(createSelectSchema(auditLog)).extend({
  changes: z.record(z.string(), fieldChange),
  actorUsername: z.string().nullable(),
  recordName: z.string().nullable(),
  /** id -> name for the changed values that are ids of another record. */
  valueNames: z.record(z.string(), z.string()),
});

export type AuditEntryDto = z.output<typeof auditEntryResponse>;

export const auditSpecs = {
  log: {
    summary: "One page of the audit log, newest first; X-Total-Count holds all matches",
    query: auditQuerySchema,
    responses: { 200: z.array(auditEntryResponse) },
  },
} as const satisfies SpecsOf<typeof auditRoutes>;
