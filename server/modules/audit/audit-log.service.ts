import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { AuditEntryView, auditQuerySchema } from "@shared/schema/audit-forms";
import { DEFAULT_PAGE_SIZE } from "@shared/schema/paging";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";

type Query = z.output<typeof auditQuerySchema>;

// Days are Amman days: "from 2026-03-01" starts at midnight in Jordan, not in UTC.
const ammanMidnight = (day: string) => sql`(${day}::date)::timestamp at time zone 'Asia/Amman'`;

/** One page of the log, newest first, with the total of all matches. */
export async function listAuditLog(db: Db, query: Query): Promise<{ items: AuditEntryView[]; total: number }> {
  const where: SQL[] = [];
  if (query.actorId) where.push(eq(auditLog.actorId, query.actorId));
  if (query.resource) where.push(eq(auditLog.resource, query.resource));
  if (query.from) where.push(gte(auditLog.at, ammanMidnight(query.from)));
  if (query.to) where.push(lt(auditLog.at, sql`${ammanMidnight(query.to)} + interval '1 day'`));
  const filter = where.length ? and(...where) : undefined;
  const limit = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const offset = ((query.page ?? 1) - 1) * limit;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(auditLog).where(filter).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(auditLog).where(filter),
  ]);
  return { items: rows.map((row) => ({ ...row, at: row.at.toISOString() })), total };
}
