// The name the public pages' prefetch table still imports; the query itself is siteSettingsQuery.
export { siteSettingsQuery as siteSettingsQueryOptions } from "./site-settings-queries";
