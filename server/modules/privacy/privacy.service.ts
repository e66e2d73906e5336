import { lt, sql } from "drizzle-orm";
import { DEFAULT_RETENTION_MONTHS, type PrivacySettings } from "@shared/schema/audit-forms";
import type { Db } from "../../db/client";
import { jobApplications, privacySettings } from "../../db/schema";
import { recordAudit } from "../audit/audit.service";

export async function getPrivacySettings(db: Db): Promise<PrivacySettings> {
  const [row] = await db.select().from(privacySettings);
  return { applicationRetentionMonths: row?.applicationRetentionMonths ?? DEFAULT_RETENTION_MONTHS };
}

/** The single row, created on first save (id 1), so the audit helper can read it before and after. */
export async function updatePrivacySettings(tx: Db, input: PrivacySettings): Promise<PrivacySettings> {
  await tx
    .insert(privacySettings)
    .values({ id: 1, ...input })
    .onConflictDoUpdate({ target: privacySettings.id, set: input });
  return getPrivacySettings(tx);
}

const retentionMonths = sql`coalesce((select application_retention_months from ${privacySettings} where id = 1), ${DEFAULT_RETENTION_MONTHS})`;

/**
 * Deletes the applications older than the retention period (their answers go with them) in one
 * statement, and records how many in the same transaction. Safe to run from several processes at
 * once: a row is deleted once, and a run that finds nothing records nothing.
 */
export async function purgeOldApplications(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(jobApplications)
      .where(lt(jobApplications.createdAt, sql`now() - make_interval(months => ${retentionMonths})`))
      .returning({ id: jobApplications.id });
    if (deleted.length > 0) {
      await recordAudit(tx, {
        actor: { username: "system" },
        action: "retention",
        resource: "job-applications",
        changes: { deleted: { before: null, after: deleted.length } },
      });
    }
    return deleted.length;
  });
}
