import { AppError } from "../lib/app-error";
import { BRANCH_FORBIDDEN, staffAccess, type StaffAccess } from "./staff-access";

/** The branches a staff member acts at: every branch for the owner, else the ones assigned to them. */
export type BranchScope = { all: true } | { all: false; branches: readonly string[] };

export const scopeOf = (access: Pick<StaffAccess, "role" | "branches">): BranchScope =>
  access.role === "owner" ? { all: true } : { all: false, branches: access.branches };

/** The branch scope of a request that passed requireRole. */
export const branchScope = (req: object): BranchScope => scopeOf(staffAccess(req));

export const inScope = (scope: BranchScope, slug: string | null | undefined): boolean =>
  scope.all || (!!slug && scope.branches.includes(slug));

/** 403 in Arabic unless the branch is one the staff member acts at. */
export function assertBranchInScope(scope: BranchScope, slug: string | null | undefined): void {
  if (!inScope(scope, slug)) throw new AppError("forbidden", BRANCH_FORBIDDEN);
}
