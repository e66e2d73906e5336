import { useAllBranches, useBranches } from "@/hooks/use-branches";
import { useActsAt } from "@/lib/staff-access";

/**
 * The open branches (slugs) the signed-in staff member hands prizes over at: every branch for the
 * owner, else their own.
 */
export function useStaffBranches(): readonly string[] {
  const actsAt = useActsAt();
  return useBranches()
    .map((branch) => branch.slug)
    .filter(actsAt);
}

/**
 * The branches the staff member's list of entries can be narrowed to: those above and the closed
 * ones among theirs, whose hand-overs stay in the history.
 */
export function useHistoryBranches(): readonly string[] {
  const actsAt = useActsAt();
  return useAllBranches()
    .map((branch) => branch.slug)
    .filter(actsAt);
}
