import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AuditChanges, AuditRow } from "@shared/schema/audit";
import type { AuditEntryDto } from "@shared/api/audit.contract";
import type { auditQuerySchema } from "@shared/schema/audit-forms";
import { branchNameOf } from "@shared/branches";
import { DEFAULT_PAGE_SIZE } from "@shared/schema/paging";
import type { z } from "zod";
import type { Db } from "../../db/client";
import {
  applicationQuestions,
  areas,
  auditLog,
  governorates,
  jobPositions,
  menuCategories,
  menuItems,
  offers,
  prizes,
  socialLinks,
  users,
} from "../../db/schema";

type Query = z.output<typeof auditQuerySchema>;

// Days are Amman days: "from 2026-03-01" starts at midnight in Jordan, not in UTC.
const ammanMidnight = (day: string) => sql`(${day}::date)::timestamp at time zone 'Asia/Amman'`;

/** One page of the log, newest first, with the total of all matches. */
export async function listAuditLog(db: Db, query: Query): Promise<{ items: AuditEntryDto[]; total: number }> {
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
  const names = await resolveNames(db, rows);
  return {
    items: rows.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      actorUsername: (row.actorId && names.get(`accounts:${row.actorId}`)) || null,
      recordName: recordNameOf(row, names),
      valueNames: valueNamesOf(row.changes, names),
    })),
    total,
  };
}

/**
 * Where the name of a record the log points at is read today (the log itself keeps ids only, so a
 * renamed dish shows its current name). Customers' records are left out: their names are personal data.
 */
const NAME_SOURCES: Record<string, { id: PgColumn; name: PgColumn }> = {
  accounts: { id: users.id, name: users.username },
  "menu-items": { id: menuItems.id, name: menuItems.name },
  "menu-categories": { id: menuCategories.id, name: menuCategories.name },
  offers: { id: offers.id, name: offers.title },
  prizes: { id: prizes.id, name: prizes.name },
  governorates: { id: governorates.id, name: governorates.name },
  areas: { id: areas.id, name: areas.name },
  "job-positions": { id: jobPositions.id, name: jobPositions.title },
  "application-questions": { id: applicationQuestions.id, name: applicationQuestions.question },
  "social-links": { id: socialLinks.id, name: socialLinks.platform },
};

/** Changed fields whose values are ids of another record, and where that record's name is. */
const ID_FIELDS: Record<string, string> = {
  governorateId: "governorates",
  areaId: "areas",
  jobPositionId: "job-positions",
  prizeId: "prizes",
  categoryId: "menu-categories",
  questionId: "application-questions",
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

/** The names of every record a page of the log points at, keyed "resource:id": one query per resource. */
async function resolveNames(db: Db, rows: AuditRow[]): Promise<Map<string, string>> {
  const wanted = new Map<string, Set<string>>();
  const want = (resource: string, id: unknown) => {
    if (!NAME_SOURCES[resource] || !isUuid(id)) return;
    wanted.set(resource, (wanted.get(resource) ?? new Set()).add(id.toLowerCase()));
  };
  for (const row of rows) {
    want("accounts", row.actorId);
    want(row.resource, row.resourceId);
    for (const [field, change] of Object.entries(row.changes)) {
      const resource = ID_FIELDS[field];
      if (resource) for (const value of [change?.before, change?.after]) want(resource, value);
    }
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([resource, ids]) => {
      const { id, name } = NAME_SOURCES[resource];
      const found = await db
        .select({ id, name })
        .from(id.table)
        .where(inArray(id, [...ids]));
      for (const row of found) names.set(`${resource}:${String(row.id)}`, String(row.name));
    }),
  );
  return names;
}

function recordNameOf(row: AuditRow, names: Map<string, string>): string | null {
  if (!row.resourceId) return null;
  if (row.resource === "branches") return branchNameOf(row.resourceId) ?? null;
  return names.get(`${row.resource}:${row.resourceId.toLowerCase()}`) ?? null;
}

function valueNamesOf(changes: AuditChanges, names: Map<string, string>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [field, change] of Object.entries(changes)) {
    const resource = ID_FIELDS[field];
    if (!resource) continue;
    for (const value of [change?.before, change?.after]) {
      const name = isUuid(value) && names.get(`${resource}:${value.toLowerCase()}`);
      if (name) found[value as string] = name;
    }
  }
  return found;
}
