// Kept free of React and the app's aliases: the e2e fixture imports the key from here.

/** Set in sessionStorage once closed, so a visitor browsing back and forth is not asked again until the next visit. */
export const POPUP_DISMISSED_KEY = "lottery-popup-dismissed";

export const wasDismissed = () => {
  try {
    return window.sessionStorage.getItem(POPUP_DISMISSED_KEY) === "1";
  } catch {
    return false; // storage blocked: ask again on each page view
  }
};

export const rememberDismissal = () => {
  try {
    window.sessionStorage.setItem(POPUP_DISMISSED_KEY, "1");
  } catch {
    // storage blocked: the popup simply shows again next time
  }
};
