import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { useDrawAvailability } from "../api/get-draw-availability";
import { rememberDismissal, wasDismissed } from "./popup-dismissal";

// The dialog's code (Radix Dialog) arrives only when the invitation opens, not with the home page.
const DrawInviteDialog = lazy(() => import("./draw-invite-dialog").then((m) => ({ default: m.DrawInviteDialog })));

export const POPUP_DELAY_MS = 2000;

/**
 * Invites visitors of the home page to the draw, 2 s after the site settings say it should show
 * (`showPopup`, read by the page that composes it), and only while the draw can be entered.
 */
export function LotteryPopup({ showPopup }: { showPopup: boolean }) {
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
