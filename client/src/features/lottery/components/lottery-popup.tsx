import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { isPlainVisitLanding, leaveLandingPage } from "@/lib/visit";
import { useDrawAvailability } from "../api/lottery-queries";
import { rememberDismissal, wasDismissed } from "./popup-dismissal";

// The dialog's code (Radix Dialog) arrives only when the invitation opens, not with the home page.
const DrawInviteDialog = lazy(() => import("./draw-invite-dialog").then((m) => ({ default: m.DrawInviteDialog })));

export const POPUP_DELAY_MS = 2000;

/**
 * Invites visitors of the home page to the draw, 2 s after the site settings say it should show
 * (`showPopup`, read by the page that composes it), and only while the draw can be entered.
 * Only on the first page of a visit, and not when the visit began at a #section link (the visitor
 * came for that section); once closed, not again in this browser for a day.
 */
export function LotteryPopup({ showPopup }: { showPopup: boolean }) {
  // Asked only when the setting wants the popup, so a switched-off popup costs no request.
  const availability = useDrawAvailability({ enabled: showPopup });
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [landing] = useState(() => typeof window !== "undefined" && isPlainVisitLanding(window.location.pathname));
  const enabled = showPopup && availability.data?.open === true;

  // Leaving the home page ends its chance: coming back later in the visit is not the first page.
  useEffect(() => leaveLandingPage, []);

  useEffect(() => {
    if (!enabled || !landing || dismissed || wasDismissed()) return;
    const timer = window.setTimeout(() => setOpen(true), POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [enabled, landing, dismissed]);

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
