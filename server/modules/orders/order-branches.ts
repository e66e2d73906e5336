import type { BranchHours } from "@shared/branch-hours";
import type { Db } from "../../db/client";
import { listBranches } from "../branches/branches.service";

// Every branch fact the orders need, in one place: which branches exist, their names, hours (with
// exceptions and Ramadan hours, which are dated exceptions), phone and directions link. The branch
// is known by its slug everywhere in the orders.

export interface OrderBranch extends BranchHours {
  slug: string;
  name: string;
  phone: string | null;
  mapsUrl: string | null;
}

/** The branches in their usual order. */
export async function orderBranches(db: Db): Promise<OrderBranch[]> {
  return (await listBranches(db)).map((branch) => ({
    slug: branch.slug,
    name: branch.name,
    hours: branch.hours,
    exceptions: branch.exceptions,
    phone: branch.phone,
    mapsUrl: branch.mapsUrl ?? mapsLinkOf(branch.lat, branch.lng),
  }));
}

/** One branch by its slug, or undefined when no branch has it. */
export async function orderBranch(db: Db, slug: string): Promise<OrderBranch | undefined> {
  return (await orderBranches(db)).find((branch) => branch.slug === slug);
}

const mapsLinkOf = (lat: number | null, lng: number | null) =>
  lat !== null && lng !== null ? `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}` : null;
