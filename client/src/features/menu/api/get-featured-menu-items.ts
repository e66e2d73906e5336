// The name the public pages' prefetch table imports; the menu's own code uses menu-queries.ts.
export { featuredMenuQuery as featuredMenuItemsQueryOptions } from "./menu-queries";
