/** Joins the truthy class names into one string. */
export const cn = (...classes: Array<string | false | null | undefined>): string => classes.filter(Boolean).join(" ");

/**
 * True when `className` already has an unprefixed utility starting with `prefix` (e.g. "max-w-"),
 * so a wrapper can drop its own default instead of emitting two conflicting classes.
 * Variant-prefixed tokens such as `sm:max-w-xl` do not count: they only override the default at that breakpoint.
 */
export const hasUtility = (className: string | undefined, prefix: string): boolean =>
  !!className && className.split(/\s+/).some((token) => token.startsWith(prefix));
