// The restaurant's branches. Items and offers list the ones they are sold in; none means all.
export const BRANCH_NAMES = ["الياسمين", "دابوق", "المطار", "الهاشمي الشمالي"] as const;
export type BranchName = (typeof BRANCH_NAMES)[number];

// Latin keys for URLs (?branch=…, /api/branches/:slug), the branches table and the JSON-LD @ids.
// The names never change and neither may these: search engines and shared links remember them.
export const BRANCH_SLUGS: Record<BranchName, string> = {
  الياسمين: "al-yasmeen",
  دابوق: "dabouq",
  المطار: "airport-road",
  "الهاشمي الشمالي": "hashmi-north",
};

export const branchNameOf = (slug: string | null | undefined): BranchName | undefined =>
  BRANCH_NAMES.find((name) => BRANCH_SLUGS[name] === slug);

/** Whether an item or offer listing `branches` is sold at `name` (an empty list means every branch). */
export const soldAt = (branches: readonly string[], name: BranchName | undefined) =>
  !name || branches.length === 0 || branches.includes(name);

/** Every branch's slug, in the order of BRANCH_NAMES. */
export const ALL_BRANCH_SLUGS: readonly string[] = BRANCH_NAMES.map((name) => BRANCH_SLUGS[name]);
