import { eq } from "drizzle-orm";
import { type PgColumn, type PgTable, PgTransaction } from "drizzle-orm/pg-core";
import type { AuditLabelledResource } from "@shared/schema/audit-labels";
import type { Db } from "../../db/client";
import * as tables from "../../db/schema";
import { log, safeError } from "../../observability/logger";
import { diffRows, recordAudit, type Actor } from "./audit.service";

/**
 * The rows an audited write may change, by the resource name the log shows. Exactly the resources
 * whose columns have Arabic labels (images are no table): one missing either side fails the type check.
 */
export const AUDITED_TABLES = {
  accounts: { table: tables.users, key: tables.users.id },
  "application-notes": { table: tables.applicationNotes, key: tables.applicationNotes.id },
  "application-questions": { table: tables.applicationQuestions, key: tables.applicationQuestions.id },
  areas: { table: tables.areas, key: tables.areas.id },
  "blocked-phones": { table: tables.blockedPhones, key: tables.blockedPhones.id },
  branches: { table: tables.branches, key: tables.branches.slug },
  "branch-ordering": { table: tables.branchOrdering, key: tables.branchOrdering.branch },
  "draw-settings": { table: tables.drawSettings, key: tables.drawSettings.id },
  "customer-reels": { table: tables.customerReels, key: tables.customerReels.id },
  governorates: { table: tables.governorates, key: tables.governorates.id },
  "job-applications": { table: tables.jobApplications, key: tables.jobApplications.id },
  "job-positions": { table: tables.jobPositions, key: tables.jobPositions.id },
  "lottery-entries": { table: tables.lotteryEntries, key: tables.lotteryEntries.id },
  "menu-categories": { table: tables.menuCategories, key: tables.menuCategories.id },
  "menu-items": { table: tables.menuItems, key: tables.menuItems.id },
  offers: { table: tables.offers, key: tables.offers.id },
  "privacy-settings": { table: tables.privacySettings, key: tables.privacySettings.id },
  prizes: { table: tables.prizes, key: tables.prizes.id },
  reviews: { table: tables.reviews, key: tables.reviews.id },
  "site-settings": { table: tables.siteSettings, key: tables.siteSettings.id },
  "social-links": { table: tables.socialLinks, key: tables.socialLinks.id },
  "terms-and-conditions": { table: tables.termsAndConditions, key: tables.termsAndConditions.id },
} satisfies Record<Exclude<AuditLabelledResource, "images">, { table: PgTable; key: PgColumn }>;

export type AuditedResource = keyof typeof AUDITED_TABLES;

export interface AuditTarget {
  action: string;
  resource: AuditedResource;
  /** The row's key; omit it for a create, whose id is read from the write's result. */
  id?: string | number;
  /** Fields to leave out of the record entirely (recordAudit already withholds every value a visitor gave). */
  hidden?: readonly string[];
}

async function loadRow(tx: Db, resource: AuditedResource, id: string | number): Promise<object | undefined> {
  const { table, key } = AUDITED_TABLES[resource];
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(key as PgColumn, id));
  return row;
}

const idOf = (result: unknown) => (result as { id?: string | number } | undefined)?.id;

type CommitTask = (db: Db) => Promise<unknown>;
const commitTasks = new WeakMap<Db, CommitTask[]>();

/**
 * Runs `task` on the database once the audited write that `tx` belongs to has committed, and never
 * if it rolls back (work outside the database, like deleting files, must not outrun the commit).
 * Given the database itself, every statement is already committed, so it runs now. In any other
 * transaction it does not run: the caller must leave durable work that a later run picks up.
 */
export async function afterCommit(tx: Db, task: CommitTask): Promise<void> {
  const tasks = commitTasks.get(tx);
  if (tasks) tasks.push(task);
  else if (!(tx instanceof PgTransaction)) await task(tx);
}

/**
 * Runs one admin write and its audit record in one transaction: the row is read before, the write
 * runs on the transaction, the row is read after, and the changed fields go into the log. If the
 * write throws, neither the change nor the record stays. Tasks the write left with afterCommit run
 * once it has committed; their failure is logged and does not undo the write.
 */
export async function audited<T>(db: Db, actor: Actor, target: AuditTarget, write: (tx: Db) => Promise<T>): Promise<T> {
  const tasks: CommitTask[] = [];
  const result = await db.transaction(async (tx) => {
    commitTasks.set(tx, tasks);
    const before = target.id === undefined ? undefined : await loadRow(tx, target.resource, target.id);
    const result = await write(tx);
    const id = target.id ?? idOf(result);
    const after = id === undefined ? undefined : await loadRow(tx, target.resource, id);
    await recordAudit(tx, {
      actor,
      action: target.action,
      resource: target.resource,
      resourceId: id === undefined ? null : String(id),
      changes: diffRows(before, after, target.hidden),
    });
    return result;
  });
  // Through afterCommit again: when `db` is itself an audited write's transaction, its commit is the one to wait for.
  for (const task of tasks)
    await afterCommit(db, task).catch((error) => log.error({ err: safeError(error) }, "after-commit task failed"));
  return result;
}
