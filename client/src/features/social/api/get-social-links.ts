// The name the public pages' prefetch table imports; the feature's own code uses social-queries.ts.
export { socialLinksQuery as socialLinksQueryOptions } from "./social-queries";
