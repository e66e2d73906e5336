// The chain's branches are data (the branches table): the server reads them through the branches
// service, the pages through the public branches query. These pure helpers take that list.

/** What the helpers need of a branch: its fixed Latin slug and the name people see. */
export interface BranchRef {
  slug: string;
  name: string;
}

/** The four branches the chain began with, as the first migration seeded them (tests and the demo use them). */
export const FIRST_BRANCHES: readonly BranchRef[] = [
  { slug: "al-yasmeen", name: "الياسمين" },
  { slug: "dabouq", name: "دابوق" },
  { slug: "airport-road", name: "المطار" },
  { slug: "hashmi-north", name: "الهاشمي الشمالي" },
];

/** The name of the branch a slug names in `list`, or undefined. */
export const branchNameOf = (list: readonly BranchRef[], slug: string | null | undefined): string | undefined =>
  list.find((branch) => branch.slug === slug)?.name;

/** The slug of the branch named `name` in `list`, or undefined. */
export const branchSlugOf = (list: readonly BranchRef[], name: string | null | undefined): string | undefined =>
  list.find((branch) => branch.name === name)?.slug;

/** Whether an item or offer listing `branches` is sold at `name` (an empty list means every branch). */
export const soldAt = (branches: readonly string[], name: string | undefined) =>
  !name || branches.length === 0 || branches.includes(name);

/** A Latin name made into a slug: lower case letters and digits joined by single hyphens. */
export const slugify = (latin: string) =>
  latin
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** The form a slug takes: what slugify gives, 2 to 40 characters. */
export const BRANCH_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$/;
