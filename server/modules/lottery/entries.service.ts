import { and, count, desc, eq, ilike, inArray, like, or, sql, type SQL } from "drizzle-orm";
import { phoneSearchText } from "@shared/jordan-phone";
import { normalizeInvoice } from "@shared/normalize";
import type { LotteryEntryDto } from "@shared/api/lottery.contract";
import { ENTRY_NOT_FOUND, type EntryStatusInput } from "@shared/schema/lottery-forms";
import type { PageQuery } from "@shared/schema/paging";
import type { Db } from "../../db/client";
import { lotteryEntries, prizes } from "../../db/schema";
import { countPerAmmanDay } from "../../lib/amman-days";
import { notFound } from "../../lib/app-error";
import { containsPattern, pageWindow } from "../../lib/paging";
import type { BranchScope } from "../../middleware/branch-scope";

export type EntriesSearch = PageQuery & EntriesFilter;
export type EntriesFilter = { search?: string; branch?: string };

/** A branch manager sees the entries handed over at their branches; the owner every entry. */
export function entriesScopeWhere(scope: BranchScope): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.branches.length === 0) return sql`false`;
  return inArray(lotteryEntries.handedOverBranch, [...scope.branches]);
}

/**
 * Invoice (case-insensitive) or phone contains the term, or the prize name does, or the term is the
 * invoice in any spelling (its normal form, which an erased entry keeps, so a winner who brings the
 * original invoice is still found after the typed invoice and phone were erased). Phones are stored in
 * their national form, so a term that looks like a phone is also matched in that form ("+962 79 123 4567"
 * finds "0791234567"). Prizes are few: their ids are found first so the planner can OR index scans
 * (trigram GIN, btree on prize_id) instead of joining a million rows.
 */
export async function entriesFilter(db: Db, search: string | undefined): Promise<SQL | undefined> {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const phone = phoneSearchText(search);
  const prizeIds = (await db.select({ id: prizes.id }).from(prizes).where(ilike(prizes.name, pattern))).map(
    (p) => p.id,
  );
  return or(
    ilike(lotteryEntries.invoiceNumber, pattern),
    eq(lotteryEntries.invoiceNormal, normalizeInvoice(search)),
    like(lotteryEntries.phoneNumber, pattern),
    phone && phone !== search ? like(lotteryEntries.phoneNumber, containsPattern(phone)) : undefined,
    prizeIds.length ? inArray(lotteryEntries.prizeId, prizeIds) : undefined,
  );
}

/** The search, the branch handed over at, and the staff member's scope, combined. */
const scopedFilter = async (db: Db, { search, branch }: EntriesFilter, scope: BranchScope) =>
  and(
    await entriesFilter(db, search),
    branch ? eq(lotteryEntries.handedOverBranch, branch) : undefined,
    entriesScopeWhere(scope),
  );

const entryColumns = {
  id: lotteryEntries.id,
  invoiceNumber: lotteryEntries.invoiceNumber,
  phoneNumber: lotteryEntries.phoneNumber,
  prizeId: lotteryEntries.prizeId,
  prizeName: prizes.name,
  status: lotteryEntries.status,
  submittedAt: lotteryEntries.submittedAt,
  erasedAt: lotteryEntries.erasedAt,
  handedOverAt: lotteryEntries.handedOverAt,
  handedOverBranch: lotteryEntries.handedOverBranch,
  handedOverByName: lotteryEntries.handedOverByName,
};

type EntryRow = {
  [K in keyof LotteryEntryDto]: K extends "submittedAt"
    ? Date
    : K extends "erasedAt" | "handedOverAt"
      ? Date | null
      : LotteryEntryDto[K];
};

const selectEntries = (db: Db, where: SQL | undefined) =>
  db
    .select(entryColumns)
    .from(lotteryEntries)
    .leftJoin(prizes, eq(prizes.id, lotteryEntries.prizeId))
    .where(where)
    .orderBy(desc(lotteryEntries.submittedAt), desc(lotteryEntries.id));

/** Newest first. Without page or pageSize every matching entry is returned (the plain list). */
export async function searchEntries(
  db: Db,
  query: EntriesSearch,
  scope: BranchScope,
): Promise<{ items: EntryRow[]; total: number }> {
  const where = await scopedFilter(db, query, scope);
  const range = pageWindow(query);
  const [items, [{ total }]] = await Promise.all([
    range ? selectEntries(db, where).limit(range.limit).offset(range.offset) : selectEntries(db, where),
    db.select({ total: count() }).from(lotteryEntries).where(where),
  ]);
  return { items, total };
}

/**
 * Every matching entry in batches, newest first, for the CSV export: keyset paging on
 * (submitted_at, id) keeps each batch an index range instead of an ever larger OFFSET.
 */
export async function* eachEntryBatch(
  db: Db,
  filter: EntriesFilter,
  scope: BranchScope,
  batchSize = 5000,
): AsyncGenerator<EntryRow[]> {
  const where = await scopedFilter(db, filter, scope);
  let afterId: string | undefined;
  for (;;) {
    // The cursor is read back in SQL: a JS Date would drop the microseconds Postgres keeps and skip rows.
    const beforeCursor = afterId
      ? sql`(${lotteryEntries.submittedAt}, ${lotteryEntries.id}) < (select e.submitted_at, e.id from lottery_entries e where e.id = ${afterId})`
      : undefined;
    const batch = await selectEntries(db, and(where, beforeCursor)).limit(batchSize);
    if (batch.length) yield batch;
    if (batch.length < batchSize) return;
    afterId = batch[batch.length - 1].id;
  }
}

/** One entry as the lists show it (the caller knows it exists). */
export async function entryById(db: Db, id: string): Promise<EntryRow> {
  const [row] = await selectEntries(db, eq(lotteryEntries.id, id));
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  return row;
}

// Only a prize handed over at the counter says where and by whom; any other status clears it.
const notHandedOver = { handedOverAt: null, handedOverBranch: null, handedOverById: null, handedOverByName: null };

export async function setEntryStatus(db: Db, id: string, input: EntryStatusInput): Promise<EntryRow> {
  const [updated] = await db
    .update(lotteryEntries)
    .set(input.status === "claimed" ? { status: input.status } : { status: input.status, ...notHandedOver })
    .where(eq(lotteryEntries.id, id))
    .returning({ id: lotteryEntries.id });
  if (!updated) throw notFound(ENTRY_NOT_FOUND);
  return entryById(db, id);
}

/** Entries whose prize has not been handed over yet, among those the staff member's list shows. */
export async function countPendingEntries(db: Db, scope: BranchScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(lotteryEntries)
    .where(and(eq(lotteryEntries.status, "pending"), entriesScopeWhere(scope)));
  return row.n;
}

/** Entries per Amman calendar day of submission, since the start of `since` ("yyyy-mm-dd"), within the scope. */
export const countEntriesPerAmmanDay = (db: Db, since: string, scope: BranchScope) =>
  countPerAmmanDay(db, lotteryEntries, lotteryEntries.submittedAt, since, entriesScopeWhere(scope));
