import type { MenuRowDto } from "@shared/api/menu.contract";
import { soldAt } from "@shared/branches";

type Availability = Pick<MenuRowDto, "branches" | "soldOutAt">;

/** Sold out where the visitor looks: at the chosen branch, or (no branch chosen) at every branch it is sold at. */
export function soldOutFor(item: Availability, branch: string | undefined, names: readonly string[]): boolean {
  if (branch) return item.soldOutAt.includes(branch);
  const where = names.filter((name) => soldAt(item.branches, name));
  return where.length > 0 && where.every((name) => item.soldOutAt.includes(name));
}

/**
 * Where a dish can be had today, in the words its sheet shows: one statement per line, each true at
 * once (a dish sold out at the chosen branch is never also "available in every branch").
 */
export function availabilityLines(item: Availability, branch: string | undefined, names: readonly string[]): string[] {
  if (branch) return [item.soldOutAt.includes(branch) ? `نفد اليوم في فرع ${branch}` : `متوفر في فرع ${branch}`];
  const where = names.filter((name) => soldAt(item.branches, name));
  const out = where.filter((name) => item.soldOutAt.includes(name));
  const open = where.filter((name) => !item.soldOutAt.includes(name));
  if (out.length === 0)
    return [item.branches.length ? `متوفر في: ${item.branches.join("، ")}` : "متوفر في جميع الفروع"];
  if (open.length === 0) return [where.length > 1 ? "نفد اليوم في جميع فروعه" : `نفد اليوم في فرع ${where[0]}`];
  return [`متوفر اليوم في: ${open.join("، ")}`, `نفد اليوم في: ${out.join("، ")}`];
}
