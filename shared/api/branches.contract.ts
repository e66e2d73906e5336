import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { BRANCH_NAMES, branchNameOf } from "../branches";
import { branches } from "../schema/branches";
import { BRANCH_NOT_FOUND, branchEditSchema } from "../schema/branches-forms";
import type { SpecsOf } from "./endpoint";
import type { branchesRoutes } from "./branches.routes";
import { bodyFor, onTheWire } from "./wire";

const interval = z.object({ open: z.string(), close: z.string() });
const exception = z.object({ from: z.string(), to: z.string(), label: z.string(), intervals: z.array(interval) });

/** What the dashboard sees of a branch: its row plus its fixed name; no edit time until its first save. */
export const adminBranchResponse = onTheWire(createSelectSchema(branches)).extend({
  name: z.enum(BRANCH_NAMES),
  hours: z.array(z.array(interval)),
  exceptions: z.array(exception),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});

/** What everyone gets: the same, without the dashboard's bookkeeping. */
export const branchResponse = adminBranchResponse.omit({ updatedAt: true });

/** A branch as GET /api/branches gives it. */
export type BranchDto = z.output<typeof branchResponse>;
/** A branch as the dashboard gets it (updatedAt null until its first save). */
export type AdminBranchDto = z.output<typeof adminBranchResponse>;

/** One of the four branches, by its Latin slug; any other segment names nothing: 404. */
const slugParams = z.object({ slug: z.string().refine((slug) => !!branchNameOf(slug)) });

export const branchesSpecs = {
  list: {
    summary: "The four branches with their details and hours",
    responses: { 200: z.array(branchResponse) },
  },
  adminList: {
    summary: "The four branches with their details, hours and last edit time",
    responses: { 200: z.array(adminBranchResponse) },
  },
  update: {
    summary: "Edit a branch's details or hours; fields left out keep their value",
    params: slugParams,
    notFound: BRANCH_NOT_FOUND,
    body: bodyFor(branches, branchEditSchema),
    responses: { 200: adminBranchResponse },
  },
} as const satisfies SpecsOf<typeof branchesRoutes>;
