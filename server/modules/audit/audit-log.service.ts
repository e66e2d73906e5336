import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AuditRow } from "@shared/schema/audit";
import type { AuditEntryDto } from "@shared/api/audit.contract";
import type { auditQuerySchema } from "@shared/schema/audit-forms";
import { DEFAULT_PAGE_SIZE } from "@shared/schema/paging";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { ammanDayStart } from "../../lib/amman-days";
import {
  applicationNotes,
  applicationQuestions,
  areas,
  auditLog,
  branches,
  governorates,
  jobApplications,
  jobPositions,
  lotteryEntries,
  menuCategories,
  menuItems,
  offers,
  prizes,
  socialLinks,
  users,
} from "../../db/schema";

type Query = z.output<typeof auditQuerySchema>;

/** One page of the log, newest first, with the total of all matches. */
export async function listAuditLog(db: Db, query: Query): Promise<{ items: AuditEntryDto[]; total: number }> {
  const where: SQL[] = [];
  if (query.actorId) where.push(eq(auditLog.actorId, query.actorId));
  if (query.resource) where.push(eq(auditLog.resource, query.resource));
  if (query.from) where.push(gte(auditLog.at, ammanDayStart(query.from)));
  if (query.to) where.push(lt(auditLog.at, sql`${ammanDayStart(query.to)} + interval '1 day'`));
  const filter = where.length ? and(...where) : undefined;
  const limit = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const offset = ((query.page ?? 1) - 1) * limit;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(auditLog).where(filter).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(auditLog).where(filter),
  ]);
  const [names, branchNames] = await Promise.all([resolveNames(db, rows), branchNamesBySlug(db)]);
  return {
    items: rows.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      actorUsername: (row.actorId && names.get(`accounts:${row.actorId}`)) || null,
      recordName: recordNameOf(row, names, branchNames),
      valueNames: { ...valueNamesOf(row, names), ...branchValueNames(row, branchNames) },
    })),
    total,
  };
}

/** Reads the names of some records of one resource, by id. */
type NameQuery = (db: Db, ids: string[]) => Promise<{ id: unknown; name: unknown }[]>;

const byColumn =
  (id: PgColumn, name: PgColumn): NameQuery =>
  (db, ids) =>
    db.select({ id, name }).from(id.table).where(inArray(id, ids));

/**
 * Where the name of a record the log points at is read today (the log itself keeps ids only, so a
 * renamed dish shows its current name). Customers' records are named by what is not personal: an
 * application by its number, a note by its application's number, a draw entry by its prize.
 */
const NAME_SOURCES: Record<string, NameQuery> = {
  // A colleague by their full name beside the username, when the account has one.
  accounts: (db, ids) =>
    db
      .select({
        id: users.id,
        name: sql<string>`case when ${users.fullName} is null then ${users.username} else ${users.fullName} || ' (' || ${users.username} || ')' end`,
      })
      .from(users)
      .where(inArray(users.id, ids)),
  "menu-items": byColumn(menuItems.id, menuItems.name),
  "menu-categories": byColumn(menuCategories.id, menuCategories.name),
  offers: byColumn(offers.id, offers.title),
  prizes: byColumn(prizes.id, prizes.name),
  governorates: byColumn(governorates.id, governorates.name),
  areas: byColumn(areas.id, areas.name),
  "job-positions": byColumn(jobPositions.id, jobPositions.title),
  "application-questions": byColumn(applicationQuestions.id, applicationQuestions.question),
  "social-links": byColumn(socialLinks.id, socialLinks.platform),
  "job-applications": byColumn(jobApplications.id, jobApplications.applicationNumber),
  "application-notes": (db, ids) =>
    db
      .select({ id: applicationNotes.id, name: jobApplications.applicationNumber })
      .from(applicationNotes)
      .innerJoin(jobApplications, eq(jobApplications.id, applicationNotes.applicationId))
      .where(inArray(applicationNotes.id, ids.map(Number))),
  "lottery-entries": (db, ids) =>
    db
      .select({ id: lotteryEntries.id, name: prizes.name })
      .from(lotteryEntries)
      .innerJoin(prizes, eq(prizes.id, lotteryEntries.prizeId))
      .where(inArray(lotteryEntries.id, ids)),
};

/** Changed fields whose values are ids of another record, and where that record's name is. */
const ID_FIELDS: Record<string, string> = {
  governorateId: "governorates",
  areaId: "areas",
  jobPositionId: "job-positions",
  prizeId: "prizes",
  categoryId: "menu-categories",
  questionId: "application-questions",
  applicationId: "job-applications",
  handedOverById: "accounts",
  authorId: "accounts",
};

/** The resource a changed field's ids point at: its own resource for "id" (a created or deleted row). */
const idResourceOf = (row: AuditRow, field: string) => (field === "id" ? row.resource : ID_FIELDS[field]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SERIAL = /^[1-9][0-9]{0,9}$/;
const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);
// Notes are numbered, not uuid'd.
const isKey = (resource: string, value: unknown): value is string | number =>
  resource === "application-notes" ? SERIAL.test(String(value)) : isUuid(value);
const keyOf = (resource: string, id: string | number) => `${resource}:${String(id).toLowerCase()}`;

/** The names of every record a page of the log points at, keyed "resource:id": one query per resource. */
async function resolveNames(db: Db, rows: AuditRow[]): Promise<Map<string, string>> {
  const wanted = new Map<string, Set<string>>();
  const want = (resource: string | undefined, id: unknown) => {
    if (!resource || !NAME_SOURCES[resource] || !isKey(resource, id)) return;
    wanted.set(resource, (wanted.get(resource) ?? new Set()).add(String(id).toLowerCase()));
  };
  for (const row of rows) {
    want("accounts", row.actorId);
    want(row.resource, row.resourceId);
    for (const [field, change] of Object.entries(row.changes))
      for (const value of [change?.before, change?.after]) want(idResourceOf(row, field), value);
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([resource, ids]) => {
      for (const row of await NAME_SOURCES[resource](db, [...ids]))
        names.set(keyOf(resource, String(row.id)), String(row.name));
    }),
  );
  return names;
}

/** Every branch's name by its slug, closed ones too: the history names a branch as it is called today. */
async function branchNamesBySlug(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ slug: branches.slug, name: branches.name }).from(branches);
  return new Map(rows.map((row) => [row.slug, row.name]));
}

/** Fields that keep a branch's slug (accounts' scopes, areas, hand-overs, the branch's own). */
const BRANCH_SLUG_FIELDS = new Set(["branches", "handedOverBranch", "branchSlug", "slug"]);

/** The names of the branch slugs a row's changes show. */
function branchValueNames(row: AuditRow, branchNames: Map<string, string>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [field, change] of Object.entries(row.changes)) {
    if (!BRANCH_SLUG_FIELDS.has(field)) continue;
    for (const value of [change?.before, change?.after].flat()) {
      const name = typeof value === "string" && branchNames.get(value);
      if (name) found[value as string] = name;
    }
  }
  return found;
}

function recordNameOf(row: AuditRow, names: Map<string, string>, branchNames: Map<string, string>): string | null {
  if (!row.resourceId) return null;
  if (row.resource === "branches") return branchNames.get(row.resourceId) ?? null;
  return names.get(keyOf(row.resource, row.resourceId)) ?? null;
}

function valueNamesOf(row: AuditRow, names: Map<string, string>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [field, change] of Object.entries(row.changes)) {
    const resource = idResourceOf(row, field);
    if (!resource) continue;
    for (const value of [change?.before, change?.after]) {
      const name = isKey(resource, value) && names.get(keyOf(resource, value));
      if (name) found[String(value)] = name;
    }
  }
  return found;
}
