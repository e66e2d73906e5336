// Kept free of React and the app's aliases: the e2e fixture imports the key from here.

/** localStorage key holding when the visitor last closed the popup (ms since the epoch). */
export const POPUP_DISMISSED_KEY = "lottery-popup-dismissed";

/** After either of its buttons, the popup stays away for this long in the same browser. */
export const POPUP_QUIET_MS = 24 * 60 * 60 * 1000;

export const wasDismissed = (now = Date.now()) => {
  try {
    const at = Number(window.localStorage.getItem(POPUP_DISMISSED_KEY));
    return Number.isFinite(at) && at > 0 && now - at < POPUP_QUIET_MS;
  } catch {
    return false; // storage blocked: ask again on each visit
  }
};

export const rememberDismissal = (now = Date.now()) => {
  try {
    window.localStorage.setItem(POPUP_DISMISSED_KEY, String(now));
  } catch {
    // storage blocked: the popup simply shows again next visit
  }
};
