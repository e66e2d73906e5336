import { sql } from "drizzle-orm";
import { AMMAN_TIME_ZONE } from "@shared/amman-time";
import type { PrivacySettingsDto } from "@shared/api/privacy.contract";
import { DEFAULT_RETENTION_MONTHS, type PrivacySettings } from "@shared/schema/privacy-forms";
import type { Db } from "../../db/client";
import { privacySettings } from "../../db/schema";
import { recordAudit } from "../audit/audit.service";
import { eraseEntriesSubmittedBefore } from "../lottery/erasure.service";
import { eraseOrdersPlacedBefore } from "../orders/order-erasure.service";
import { eraseApplicationsOlderThan } from "../recruitment/applications.service";

export async function getPrivacySettings(db: Db): Promise<PrivacySettingsDto> {
  const [row] = await db.select().from(privacySettings);
  return { applicationRetentionMonths: row?.applicationRetentionMonths ?? DEFAULT_RETENTION_MONTHS };
}

/** The single row, created on first save (id 1), so the audit helper can read it before and after. */
export async function updatePrivacySettings(tx: Db, input: PrivacySettings): Promise<PrivacySettingsDto> {
  await tx
    .insert(privacySettings)
    .values({ id: 1, ...input })
    .onConflictDoUpdate({ target: privacySettings.id, set: input });
  return getPrivacySettings(tx);
}

const retentionMonths = sql`coalesce((select application_retention_months from ${privacySettings} where id = 1), ${DEFAULT_RETENTION_MONTHS})`;

/**
 * The oldest moment an application or a draw entry may have been sent and still be kept in full:
 * the same Amman wall-clock time, the retention period's number of calendar months before `now`
 * (31 March less one month is 28 or 29 February, as PostgreSQL counts months).
 */
const keptSince = (now: Date) =>
  sql`((${now.toISOString()}::timestamptz at time zone ${AMMAN_TIME_ZONE}) - make_interval(months => ${retentionMonths})) at time zone ${AMMAN_TIME_ZONE}`;

/**
 * Deletes the applications sent before the retention period (their answers go with them) in one
 * statement, and records how many in the same transaction. Safe to run from several processes at
 * once: a row is deleted once, and a run that finds nothing records nothing. Nothing else holds an
 * applicant's data: the audit log and the export records never copy it.
 */
export async function purgeOldApplications(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await eraseApplicationsOlderThan(tx, keptSince(now));
    if (deleted > 0) {
      await recordAudit(tx, {
        actor: { username: "system" },
        action: "retention",
        resource: "job-applications",
        changes: { deleted: { before: null, after: deleted } },
      });
    }
    return deleted;
  });
}

/**
 * Erases the phone and typed invoice of draw entries submitted before the retention period (the
 * same period as applications: it is how long the site keeps any visitor's personal data), whatever
 * their status. A prize not yet handed over can still be: the winner shows the original invoice,
 * and the entry, which keeps its prize, status and the invoice's normal form, is found by it. One
 * statement, so runs from several processes at once erase each entry once; the log gets the count.
 */
export async function eraseOldDrawEntries(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const erased = await eraseEntriesSubmittedBefore(tx, keptSince(now));
    if (erased > 0) {
      await recordAudit(tx, {
        actor: { username: "system" },
        action: "retention",
        resource: "lottery-entries",
        changes: { deleted: { before: null, after: erased } },
      });
    }
    return erased;
  });
}

/**
 * Erases the name and phone of orders placed before the retention period (the same period as every
 * visitor's personal data); the orders themselves stay, so the counts do. The log gets the count.
 */
export async function eraseOldOrders(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const erased = await eraseOrdersPlacedBefore(tx, keptSince(now));
    if (erased > 0) {
      await recordAudit(tx, {
        actor: { username: "system" },
        action: "retention",
        resource: "orders",
        changes: { deleted: { before: null, after: erased } },
      });
    }
    return erased;
  });
}
