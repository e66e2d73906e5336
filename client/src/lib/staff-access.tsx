import { createContext, useContext, type ReactNode } from "react";
import { roleAdmits } from "@shared/api/access";
import type { Route } from "@shared/api/endpoint";
import type { StaffRole } from "@shared/schema/enums";

/** The signed-in staff member's role, branches (slugs) and full name (null: none yet), as the session reports them. */
export type StaffAccess = { role: StaffRole; branches: readonly string[]; fullName: string | null };

const StaffAccessContext = createContext<StaffAccess | null>(null);

/** Gives the dashboard's pages the role and branches of the session that frames them. */
export function StaffAccessProvider({ access, children }: { access: StaffAccess; children: ReactNode }) {
  return <StaffAccessContext.Provider value={access}>{children}</StaffAccessContext.Provider>;
}

/** The signed-in staff member's role and branches; null outside a signed-in dashboard. */
export const useStaffAccess = (): StaffAccess | null => useContext(StaffAccessContext);

/**
 * Whether the signed-in role may call this endpoint, read from the same route table the server
 * enforces: a button whose call the server would refuse with 403 is not shown. Outside a signed-in
 * dashboard nothing is offered.
 */
export const useMayCall = (route: Route): boolean => useAdmits()(route);

/** useMayCall for several endpoints at once (a list of tabs or actions). */
export function useAdmits(): (route: Route) => boolean {
  const access = useContext(StaffAccessContext);
  return (route) => access !== null && roleAdmits(route.access, access.role);
}

/**
 * Whether the signed-in staff member acts at a branch, as the server's branch scope decides: the owner
 * at every one, the others at their own; `null` (every branch at once) is the owner's alone.
 */
export function useActsAt(): (slug: string | null) => boolean {
  const access = useContext(StaffAccessContext);
  return (slug) => access !== null && (access.role === "owner" || (slug !== null && access.branches.includes(slug)));
}
