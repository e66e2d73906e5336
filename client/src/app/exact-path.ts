/** Text as a regular expression that matches it literally. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The router's pattern parser: a route matches its path exactly, with the same case and no extra
 * trailing slash, as the server does (wouter's default ignores both, so /JOBS would draw the jobs
 * page under the server's 404). A nesting route (loose) also matches the paths below it.
 * The app's routes are plain paths; a route without one (the 404) matches everything.
 */
export function exactPath(route: string, loose?: boolean): { pattern: RegExp; keys: string[] } {
  if (route === "*") return { pattern: /^.*$/, keys: [] };
  if (loose) return { pattern: new RegExp(`^${literal(route === "/" ? "" : route)}(?=$|/)`), keys: [] };
  return { pattern: new RegExp(`^${literal(route)}$`), keys: [] };
}
