import { useQuery } from "@tanstack/react-query";
import type { BranchDto, BranchNameDto } from "@shared/api/branches.contract";
import { branchesRoutes } from "@shared/api/branches.routes";
import { apiQuery } from "@/lib/api-client";

const NONE: BranchDto[] = [];
const NO_NAMES: BranchNameDto[] = [];

/**
 * The open branches in the owner's order: the public branches query the pages already read (the
 * server renders it into the page), so every list, chip and form follows the branches the owner keeps.
 */
export function useBranches(): BranchDto[] {
  return useQuery(apiQuery(branchesRoutes, "list")).data ?? NONE;
}

/**
 * Every branch, closed ones flagged, in the owner's order: the signed-in list the dashboard names
 * history by (a branch closed since still reads by its name). Dashboard pages only: a visitor gets 401.
 */
export function useAllBranches(): BranchNameDto[] {
  return useQuery(apiQuery(branchesRoutes, "names")).data ?? NO_NAMES;
}

/** How the dashboard marks a closed branch beside its name. */
const CLOSED_BRANCH_MARK = "مغلق";

/**
 * A branch's name by its slug for history (hand-overs, scopes, orders, areas), closed branches
 * included and marked «مغلق»; a slug no branch has (or before the list arrives) shows as it is.
 */
export function useBranchLabel(): (slug: string | null | undefined) => string {
  const branches = useAllBranches();
  return (slug) => {
    if (!slug) return "—";
    const branch = branches.find((entry) => entry.slug === slug);
    if (!branch) return slug;
    return branch.closed ? `${branch.name} (${CLOSED_BRANCH_MARK})` : branch.name;
  };
}
