// Where this browser tab's visit began, for things meant only for a visitor's first page.
import { VISIT_LANDING_KEY, VISIT_STARTED_KEY } from "@shared/ssr";

interface Landing {
  path: string;
  hash: string;
  firstOfVisit: boolean;
}

let landing: Landing | undefined;
let leftLanding = false;

/**
 * Called once per page load, before the app renders: a reload or a later page load in the same tab
 * is not a new visit. A server-rendered page's shell noted it as the page was parsed (the visitor
 * may have left before the code came); a page without the shell notes it now.
 */
export function noteVisitLanding() {
  const noted = (window as unknown as Record<string, Landing | undefined>)[VISIT_LANDING_KEY];
  if (noted) {
    landing = noted;
    return;
  }
  let firstOfVisit = true;
  try {
    firstOfVisit = window.sessionStorage.getItem(VISIT_STARTED_KEY) === null;
    window.sessionStorage.setItem(VISIT_STARTED_KEY, "1");
  } catch {
    // storage blocked: every page load counts as the start of a visit
  }
  landing = { path: window.location.pathname, hash: window.location.hash, firstOfVisit };
}

/** The visitor moved on from the page their visit began on (in-app navigation). */
export function leaveLandingPage() {
  leftLanding = true;
}

/**
 * True while the visitor is still on the page that began their visit, and they arrived there at
 * the page itself rather than at one of its #sections (a deep link says what they came for).
 */
export function isPlainVisitLanding(path: string): boolean {
  if (!landing?.firstOfVisit || leftLanding) return false;
  return landing.path === path && landing.hash === "";
}
