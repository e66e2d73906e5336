import { ALL_BRANCH_SLUGS } from "@shared/branches";
import type { StaffRole } from "@shared/schema/enums";

/** Who stands at the counter: their role and the branches (slugs) they work at. */
export type CounterStaff = { role: StaffRole; branches: readonly string[] };

/** The branches a prize may be handed over at: every branch for the owner, else the staff member's own. */
export const handOverBranches = (staff: CounterStaff): readonly string[] =>
  staff.role === "owner" ? ALL_BRANCH_SLUGS : staff.branches;
