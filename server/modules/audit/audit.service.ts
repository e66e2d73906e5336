import type { AuditChanges } from "@shared/schema/audit";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";

/** Who acted: the signed-in admin, or (a failed sign-in) only the name that was typed. */
export interface Actor {
  id?: string | null;
  username?: string | null;
}

export interface AuditEntry {
  actor: Actor;
  /** create, update, delete, approve, status, sign-in, sign-in-failed, lockout, erase, retention… */
  action: string;
  /** The resource's API name, e.g. "offers", "accounts", "site-settings". */
  resource: string;
  resourceId?: string | null;
  changes?: AuditChanges;
}

// Never written to the log, whatever table they sit in.
const SECRET_FIELDS = new Set(["password", "passwordHash", "token"]);

const comparable = (value: unknown) => JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));
const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** The fields whose values differ between two versions of a row (either may be absent: create, delete). */
export function diffRows(
  before: object | undefined,
  after: object | undefined,
  hidden: readonly string[] = [],
): AuditChanges {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const changes: AuditChanges = {};
  for (const field of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (SECRET_FIELDS.has(field) || hidden.includes(field)) continue;
    if (comparable(b[field]) !== comparable(a[field]))
      changes[field] = { before: plain(b[field]), after: plain(a[field]) };
  }
  return changes;
}

/**
 * Writes one audit row. Pass the transaction that makes the change, so the change and its record
 * commit or roll back together.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.id ?? null,
    actorName: entry.actor.username ?? null,
    action: entry.action,
    resource: entry.resource,
    resourceId: entry.resourceId ?? null,
    changes: entry.changes ?? {},
  });
}
