import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { useSiteSettings } from "@/features/site-settings/api/get-site-settings";
import { useDrawAvailability } from "../api/get-draw-availability";

// The dialog's code (Radix Dialog) arrives only when the invitation opens, not with the home page.
const DrawInviteDialog = lazy(() => import("./draw-invite-dialog").then((m) => ({ default: m.DrawInviteDialog })));

export const POPUP_DELAY_MS = 2000;
/** Set in sessionStorage once closed, so a visitor browsing back and forth is not asked again until the next visit. */
export const POPUP_DISMISSED_KEY = "lottery-popup-dismissed";

const wasDismissed = () => {
  try {
    return window.sessionStorage.getItem(POPUP_DISMISSED_KEY) === "1";
  } catch {
    return false; // storage blocked: ask again on each page view
  }
};

const rememberDismissal = () => {
  try {
    window.sessionStorage.setItem(POPUP_DISMISSED_KEY, "1");
  } catch {
    // storage blocked: the popup simply shows again next time
  }
};

/**
 * Invites visitors of the home page to the draw, 2 s after the site settings say it should show,
 * and only while the draw can be entered (an active prize exists).
 */
export function LotteryPopup() {
  const settings = useSiteSettings();
  const showPopup = settings.data?.showLotteryPopup === true;
  // Asked only when the setting wants the popup, so a switched-off popup costs no request.
  const availability = useDrawAvailability({ enabled: showPopup });
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const enabled = showPopup && availability.data?.open === true;

  useEffect(() => {
    if (!enabled || dismissed || wasDismissed()) return;
    const timer = window.setTimeout(() => setOpen(true), POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [enabled, dismissed]);

  const close = () => {
    setOpen(false);
    setDismissed(true);
    rememberDismissal();
  };

  if (!open || !enabled) return null;
  return (
    <Suspense fallback={null}>
      <DrawInviteDialog
        onEnter={() => {
          close();
          navigate("/win");
        }}
        onClose={close}
      />
    </Suspense>
  );
}
