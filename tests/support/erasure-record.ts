import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../../server/db/client";
import { auditLog } from "../../server/db/schema";

/**
 * The audit row an erasure leaves: it still says who erased which record of `resource`, and just
 * now. Returned so the caller can check which fields it names.
 */
export async function erasureRecord(db: Database["db"], resource: string, id: string, actorName: string) {
  const [record] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "erase"), eq(auditLog.resourceId, id)));
  expect(record).toMatchObject({ resource, actorName });
  expect(record.actorId).toMatch(/^[0-9a-f-]{36}$/);
  expect(Date.now() - record.at.getTime()).toBeLessThan(60_000);
  return record;
}
