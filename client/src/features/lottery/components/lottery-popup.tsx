import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { Gift } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useSiteSettings } from "@/features/site-settings/api/get-site-settings";
import { useDrawAvailability } from "../api/get-draw-availability";

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

  return (
    <Dialog open={open && enabled} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogContent className="max-w-md text-center">
        <div className="flex flex-col items-center gap-3 pt-2">
          <span className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Gift className="size-8" aria-hidden />
          </span>
          <DialogTitle className="text-2xl">اربح معنا!</DialogTitle>
          <DialogDescription className="text-base">
            أدخل رقم فاتورتك ورقم هاتفك، واكتشف جائزتك فوراً.
          </DialogDescription>
        </div>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button
            size="lg"
            onClick={() => {
              close();
              navigate("/win");
            }}
          >
            شارك واربح الآن
          </Button>
          <Button size="lg" variant="outline" onClick={close}>
            ربما لاحقاً
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
