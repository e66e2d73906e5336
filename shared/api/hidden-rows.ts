import type { StaffRole } from "../schema/enums";
import { roleAdmits } from "./access";
import type { Route } from "./endpoint";
import { menuRoutes } from "./menu.routes";
import { offersRoutes } from "./offers.routes";
import { recruitmentRoutes } from "./recruitment.routes";

/**
 * The public lists that also hold rows a visitor never sees (inactive, hidden, scheduled for later),
 * each with the dashboard's endpoint that manages those rows. A role that may call that endpoint gets
 * the hidden rows too (unless `?active=true` narrows the list); every other caller, staff included,
 * gets the visitor's view. Every other public read is the same for everyone.
 */
const MANAGED_BY: ReadonlyMap<string, Route> = new Map<string, Route>([
  [menuRoutes.list.path, menuRoutes.update],
  [menuRoutes.featured.path, menuRoutes.update],
  [menuRoutes.categories.path, menuRoutes.updateCategory],
  [offersRoutes.list.path, offersRoutes.adminList],
  [recruitmentRoutes.governorates.path, recruitmentRoutes.updateGovernorate],
  [recruitmentRoutes.areas.path, recruitmentRoutes.updateArea],
  [recruitmentRoutes.positions.path, recruitmentRoutes.updatePosition],
  [recruitmentRoutes.questions.path, recruitmentRoutes.updateQuestion],
]);

/** The endpoint that manages a public list's hidden rows, if the list has any. */
export const hiddenRowsManagedBy = (list: { path: string }): Route | undefined => MANAGED_BY.get(list.path);

/** Whether a caller of this role (none for a visitor) gets the list's hidden rows. */
export function seesHiddenRows(list: { path: string }, role: StaffRole | undefined): boolean {
  const manager = hiddenRowsManagedBy(list);
  return manager !== undefined && role !== undefined && roleAdmits(manager.access, role);
}
