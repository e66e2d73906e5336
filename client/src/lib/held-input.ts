import { HELD_INPUT_KEY } from "@shared/ssr";

export interface HeldInput {
  /** The last button tapped that carries a held-tap attribute. */
  tap: Element | null;
  /** The deferred form whose submit was held. */
  form: HTMLFormElement | null;
}

/**
 * The tap and the submit held since the page was parsed. The page shell the server puts in every
 * rendered page's head notes them before any module runs (server/public-site/page-shell.ts); a page
 * without it (the dashboard, rendered in the browser) holds nothing.
 */
export function heldInput(): HeldInput {
  const page = window as unknown as Record<string, HeldInput | undefined>;
  const held = page[HELD_INPUT_KEY] ?? { tap: null, form: null };
  page[HELD_INPUT_KEY] = held;
  return held;
}
