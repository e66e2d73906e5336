import { uppyCoreArabic } from "./uppy-locale-core";
import { uppyDashboardArabic } from "./uppy-locale-dashboard";

/**
 * One Arabic locale for Uppy: given to the Uppy instance, every plugin's translator falls back
 * to it, so the core's restriction and error messages and the Dashboard's texts are all Arabic.
 * Arabic has more plural forms, but Uppy's strings carry two; "1" takes the first.
 */
export const uppyArabicLocale = {
  strings: { ...uppyCoreArabic, ...uppyDashboardArabic },
  pluralize: (count: number) => (count === 1 ? 0 : 1),
};
