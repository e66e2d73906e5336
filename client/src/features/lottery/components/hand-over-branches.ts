import { useBranches } from "@/hooks/use-branches";
import { useActsAt } from "@/lib/staff-access";

/**
 * The branches (slugs) the signed-in staff member hands prizes over at, and narrows the list to: every
 * branch for the owner, else their own.
 */
export function useStaffBranches(): readonly string[] {
  const actsAt = useActsAt();
  return useBranches()
    .map((branch) => branch.slug)
    .filter(actsAt);
}
