import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { BRANCH_SLUG_PATTERN } from "../branches";
import { branches } from "../schema/branches";
import {
  BRANCH_NOT_FOUND,
  branchClosedSchema,
  branchCreateSchema,
  branchEditSchema,
  branchRenameSchema,
} from "../schema/branches-forms";
import { moveSchema } from "../schema/fields";
import type { SpecsOf } from "./endpoint";
import type { branchesRoutes } from "./branches.routes";
import { bodyFor, createSpec, onTheWire } from "./wire";

const interval = z.object({ open: z.string(), close: z.string() });
const exception = z.object({ from: z.string(), to: z.string(), label: z.string(), intervals: z.array(interval) });

/** What the dashboard sees of a branch: its row (its place is the list's order) and when it closed, if it did. */
export const adminBranchResponse = onTheWire(createSelectSchema(branches))
  .omit({ position: true })
  .extend({
    hours: z.array(z.array(interval)),
    exceptions: z.array(exception),
  });

/** What everyone gets: an open branch, without the dashboard's bookkeeping. */
export const branchResponse = adminBranchResponse.omit({ updatedAt: true, closedAt: true });

/** A branch as the dashboard names it in history: its slug, its name today, and whether it is closed. */
export const branchNameResponse = z.object({ slug: z.string(), name: z.string(), closed: z.boolean() });
export type BranchNameDto = z.output<typeof branchNameResponse>;

/** A branch as GET /api/branches gives it. */
export type BranchDto = z.output<typeof branchResponse>;
/** A branch as the dashboard gets it. */
export type AdminBranchDto = z.output<typeof adminBranchResponse>;

/** A branch by its Latin slug; a segment no branch has: 404. */
const slugParams = z.object({ slug: z.string().regex(BRANCH_SLUG_PATTERN) });

export const branchesSpecs = {
  list: {
    summary: "The open branches, in order, with their details and hours",
    responses: { 200: z.array(branchResponse) },
  },
  adminList: {
    summary: "Every branch (closed ones too), in order, with details, hours and last edit time",
    responses: { 200: z.array(adminBranchResponse) },
  },
  names: {
    summary: "Every branch's slug and name (closed ones too, flagged), in order: how the dashboard names history",
    responses: { 200: z.array(branchNameResponse) },
  },
  create: createSpec(
    "Add a branch: Arabic name, slug from its Latin name (fixed forever), details and hours",
    bodyFor(branches, branchCreateSchema),
    adminBranchResponse,
  ),
  update: {
    summary: "Edit a branch's details or hours; fields left out keep their value",
    params: slugParams,
    notFound: BRANCH_NOT_FOUND,
    body: bodyFor(branches, branchEditSchema),
    responses: { 200: adminBranchResponse },
  },
  rename: {
    summary: "Rename a branch (its slug stays); every list naming it follows in the same transaction",
    params: slugParams,
    notFound: BRANCH_NOT_FOUND,
    body: bodyFor(branches, branchRenameSchema),
    responses: { 200: adminBranchResponse },
  },
  move: {
    summary: "Move a branch up or down in the order",
    params: slugParams,
    notFound: BRANCH_NOT_FOUND,
    body: moveSchema,
    responses: { 200: adminBranchResponse },
  },
  setClosed: {
    summary: "Close a branch (it leaves the public site, its history stays) or open it again",
    params: slugParams,
    notFound: BRANCH_NOT_FOUND,
    body: branchClosedSchema,
    responses: { 200: adminBranchResponse },
  },
} as const satisfies SpecsOf<typeof branchesRoutes>;
