import { levelAdmits, type StaffRole } from "../schema/enums";
import type { Access } from "./endpoint";

/**
 * Whether a role may call an endpoint of this access (public and signedIn admit every role): the
 * server refuses the others with 403, and the dashboard does not offer them.
 */
export function roleAdmits(access: Access, role: StaffRole): boolean {
  if (access === "public" || access === "signedIn") return true;
  return levelAdmits(access === "ownerOrToken" ? "owner" : access, role);
}
