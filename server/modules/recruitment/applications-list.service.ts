import { and, asc, count, desc, eq, ilike, inArray, like, or, type SQL, sql } from "drizzle-orm";
import type { ApplicationListItemDto } from "@shared/api/recruitment.contract";
import { phoneSearchText } from "@shared/jordan-phone";
import type { ApplicationsFilter, ApplicationsQuery } from "@shared/schema/recruitment-application-forms";
import { stageField } from "@shared/schema/recruitment-pipeline-forms";
import type { Db } from "../../db/client";
import { applicationStageChanges, areas, governorates, jobApplications, jobPositions } from "../../db/schema";
import { containsPattern, pageWindow } from "../../lib/paging";
import type { BranchScope } from "../../middleware/branch-scope";
import { applicationScopeWhere } from "./application-scope";

/** The list's filters and, for a branch manager, the branches whose areas they hire for. */
export type ScopedFilter = ApplicationsFilter & { scope?: BranchScope };

/** Stage, position, governorate and area filters, the search and the staff member's scope, combined; undefined when there are none. */
function applicationsWhere(filter: ScopedFilter): SQL | undefined {
  const filters: (SQL | undefined)[] = [filter.scope && applicationScopeWhere(filter.scope)];
  if (filter.stage) filters.push(eq(jobApplications.stage, filter.stage));
  if (filter.jobPositionId) filters.push(eq(jobApplications.jobPositionId, filter.jobPositionId));
  if (filter.governorateId) filters.push(eq(jobApplications.governorateId, filter.governorateId));
  if (filter.areaId) filters.push(eq(jobApplications.areaId, filter.areaId));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    // Phones are stored in their national form: a term that looks like a phone is matched in it too.
    const phone = phoneSearchText(filter.search);
    filters.push(
      or(
        ilike(jobApplications.applicantName, pattern),
        ilike(jobApplications.applicationNumber, pattern),
        like(jobApplications.phoneNumber, pattern),
        phone && phone !== filter.search ? like(jobApplications.phoneNumber, containsPattern(phone)) : undefined,
      ),
    );
  }
  return and(...filters);
}

/** When the application last reached the stage it is in (its sending time if no move was ever recorded). */
const stageReachedAt = sql`coalesce(
    (select max(${applicationStageChanges.reachedAt}) from ${applicationStageChanges}
      where ${applicationStageChanges.applicationId} = ${jobApplications.id}
        and ${applicationStageChanges.stage} = ${jobApplications.stage}),
    ${jobApplications.createdAt})`.mapWith(applicationStageChanges.reachedAt);

/**
 * For each phone among `rows`, the numbers of every application sent from it (among those the staff
 * member may see), oldest first: two applications from one phone are one person applying twice.
 */
async function applicationNumbersByPhone(
  db: Db,
  rows: { phoneNumber: string }[],
  scope: BranchScope | undefined,
): Promise<Map<string, string[]>> {
  const phones = [...new Set(rows.map((row) => row.phoneNumber))].filter((phone) => phone !== "");
  const byPhone = new Map<string, string[]>();
  if (phones.length === 0) return byPhone;
  const found = await db
    .select({ phoneNumber: jobApplications.phoneNumber, applicationNumber: jobApplications.applicationNumber })
    .from(jobApplications)
    .where(and(inArray(jobApplications.phoneNumber, phones), scope && applicationScopeWhere(scope)))
    .orderBy(asc(jobApplications.createdAt), asc(jobApplications.applicationNumber));
  for (const row of found)
    byPhone.set(row.phoneNumber, [...(byPhone.get(row.phoneNumber) ?? []), row.applicationNumber]);
  return byPhone;
}

/** Rows of the list that match `where`, newest first; the number breaks ties in the time. */
async function selectApplications(
  db: Db,
  where: SQL | undefined,
  range?: { limit: number; offset: number },
  scope?: BranchScope,
): Promise<ApplicationListItemDto[]> {
  const select = db
    .select({
      application: jobApplications,
      stageReachedAt,
      positionTitle: jobPositions.title,
      governorateName: governorates.name,
      areaName: areas.name,
    })
    .from(jobApplications)
    .leftJoin(jobPositions, eq(jobPositions.id, jobApplications.jobPositionId))
    .leftJoin(governorates, eq(governorates.id, jobApplications.governorateId))
    .leftJoin(areas, eq(areas.id, jobApplications.areaId))
    .where(where)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.applicationNumber));
  const rows = range ? await select.limit(range.limit).offset(range.offset) : await select;
  const byPhone = await applicationNumbersByPhone(
    db,
    rows.map((row) => row.application),
    scope,
  );
  return rows.map(({ application, stageReachedAt, ...names }) => ({
    ...application,
    // The column only ever holds a stage (the API writes it through this schema); checked, not assumed.
    stage: stageField.parse(application.stage),
    createdAt: application.createdAt.toISOString(),
    consentAt: application.consentAt?.toISOString() ?? null,
    stageReachedAt: stageReachedAt.toISOString(),
    samePhoneAs: (byPhone.get(application.phoneNumber) ?? []).filter((n) => n !== application.applicationNumber),
    ...names,
  }));
}

/** Newest first, with the names of the position and places (null once those were deleted). */
export const listApplications = (
  db: Db,
  filter: ScopedFilter = {},
  range?: { limit: number; offset: number },
): Promise<ApplicationListItemDto[]> => selectApplications(db, applicationsWhere(filter), range, filter.scope);

/** One application as the list shows it, or undefined when there is none. */
export async function applicationRow(
  db: Db,
  id: string,
  scope?: BranchScope,
): Promise<ApplicationListItemDto | undefined> {
  const [row] = await selectApplications(db, eq(jobApplications.id, id), undefined, scope);
  return row;
}

/** One page of the matches (every match when no paging was asked for) and the total of all matches. */
export async function searchApplications(
  db: Db,
  query: ApplicationsQuery & ScopedFilter,
): Promise<{ items: ApplicationListItemDto[]; total: number }> {
  const range = pageWindow(query);
  if (!range) {
    const items = await listApplications(db, query);
    return { items, total: items.length };
  }
  const [items, [{ total }]] = await Promise.all([
    listApplications(db, query, range),
    db.select({ total: count() }).from(jobApplications).where(applicationsWhere(query)),
  ]);
  return { items, total };
}
