import { useQuery } from "@tanstack/react-query";
import type { BranchDto } from "@shared/api/branches.contract";
import { branchesRoutes } from "@shared/api/branches.routes";
import { branchNameOf } from "@shared/branches";
import { apiQuery } from "@/lib/api-client";

const NONE: BranchDto[] = [];

/**
 * The open branches in the owner's order: the public branches query the pages already read (the
 * server renders it into the page), so every list, chip and form follows the branches the owner keeps.
 */
export function useBranches(): BranchDto[] {
  return useQuery(apiQuery(branchesRoutes, "list")).data ?? NONE;
}

/** A branch's name by its slug for history (hand-overs, scopes): a closed branch shows its slug. */
export function useBranchLabel(): (slug: string | null | undefined) => string {
  const branches = useBranches();
  return (slug) => (slug ? (branchNameOf(branches, slug) ?? slug) : "—");
}
