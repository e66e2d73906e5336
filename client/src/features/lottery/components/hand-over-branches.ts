import { ALL_BRANCH_SLUGS } from "@shared/branches";
import { useActsAt } from "@/lib/staff-access";

/**
 * The branches (slugs) the signed-in staff member hands prizes over at, and narrows the list to: every
 * branch for the owner, else their own.
 */
export function useStaffBranches(): readonly string[] {
  const actsAt = useActsAt();
  return ALL_BRANCH_SLUGS.filter(actsAt);
}
