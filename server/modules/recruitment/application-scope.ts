import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { APPLICATION_NOT_FOUND } from "@shared/schema/recruitment-application-forms";
import type { Db } from "../../db/client";
import { areas, jobApplications } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";
import { inScope, type BranchScope } from "../../middleware/branch-scope";

export const APPLICATION_FORBIDDEN = "هذا الطلب لمنطقة لا يتبع توظيفها فروعك";

/**
 * The applications a staff member may see: every one for the owner; for a manager those whose area
 * is hired for by one of their branches (an area with no branch, or an application without an area,
 * is the owner's alone). Undefined means no narrowing.
 */
export function applicationScopeWhere(scope: BranchScope): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.branches.length === 0) return sql`false`;
  return inArray(
    jobApplications.areaId,
    sql`(select ${areas.id} from ${areas} where ${inArray(areas.branchSlug, [...scope.branches])})`,
  );
}

/**
 * 404 when the application does not exist, 403 (in Arabic) when it is outside the staff member's
 * branches: call before reading or changing one application on a manager's behalf.
 */
export async function assertApplicationInScope(db: Db, scope: BranchScope, applicationId: string): Promise<void> {
  const [row] = await db
    .select({ branchSlug: areas.branchSlug })
    .from(jobApplications)
    .leftJoin(areas, eq(areas.id, jobApplications.areaId))
    .where(eq(jobApplications.id, applicationId));
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  if (!inScope(scope, row.branchSlug)) throw new AppError("forbidden", APPLICATION_FORBIDDEN);
}
