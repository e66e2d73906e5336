// The name the public pages' prefetch table imports; the feature's own code uses branches-queries.ts.
export { branchesQuery as branchesQueryOptions } from "./branches-queries";
