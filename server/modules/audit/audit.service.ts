import { PERSONAL_VALUE, type AuditChanges } from "@shared/schema/audit";
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

/**
 * Content the admins themselves write: the log keeps its values. Every other resource (reviews,
 * reels, draw entries, job applications, and any resource added later until it is listed here)
 * holds what visitors submitted, and its log rows name the changed fields without their values.
 */
const ADMIN_CONTENT = new Set([
  "accounts",
  "sessions",
  "menu-items",
  "menu-categories",
  "offers",
  "social-links",
  "branches",
  "governorates",
  "areas",
  "job-positions",
  "application-questions",
  "prizes",
  "terms-and-conditions",
  "site-settings",
  "branch-ordering",
  "privacy-settings",
  "draw-settings",
  "images",
]);

/**
 * Fields of visitors' submissions whose values say nothing about the person: moderation state, the
 * hiring stage, choices, counts, the id of the application a note is on, and the staff's own record
 * of a prize's hand-over (when, at which branch, by which colleague).
 */
const NON_PERSONAL_FIELDS = new Set([
  "id",
  "applicationId",
  "status",
  "stage",
  "approved",
  "isActive",
  "prizeId",
  "rating",
  "videoPlatform",
  "deleted",
  "handedOverAt",
  "handedOverBranch",
  "handedOverById",
  "handedOverByName",
]);

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

const withheld = (value: unknown) => (value === null || value === undefined ? null : PERSONAL_VALUE);

/** The changes as a resource's log may hold them: a visitor's values become PERSONAL_VALUE, absent stays null. */
function recordableChanges(resource: string, changes: AuditChanges): AuditChanges {
  if (ADMIN_CONTENT.has(resource)) return changes;
  const kept: AuditChanges = {};
  for (const [field, change] of Object.entries(changes)) {
    kept[field] = NON_PERSONAL_FIELDS.has(field)
      ? change
      : { before: withheld(change.before), after: withheld(change.after) };
  }
  return kept;
}

/**
 * Writes one audit row. Pass the transaction that makes the change, so the change and its record
 * commit or roll back together. Every row goes through here, so no caller can copy a visitor's
 * data into the log.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.id ?? null,
    actorName: entry.actor.username ?? null,
    action: entry.action,
    resource: entry.resource,
    resourceId: entry.resourceId ?? null,
    changes: recordableChanges(entry.resource, entry.changes ?? {}),
  });
}
