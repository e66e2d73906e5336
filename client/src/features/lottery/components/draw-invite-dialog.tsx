import { Gift } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";

/** The draw invitation itself; LotteryPopup loads it (and Radix Dialog with it) only when it opens. */
export function DrawInviteDialog({ onEnter, onClose }: { onEnter: () => void; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-md text-center">
        <div className="flex flex-col items-center gap-3 pt-2">
          <span className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Gift className="size-8" aria-hidden />
          </span>
          <DialogTitle className="text-2xl">اربح معنا!</DialogTitle>
          <DialogDescription className="text-base">أدخل رقم فاتورتك ورقم هاتفك، واكتشف جائزتك فوراً.</DialogDescription>
        </div>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button size="lg" onClick={onEnter}>
            شارك واربح الآن
          </Button>
          <Button size="lg" variant="outline" onClick={onClose}>
            ربما لاحقاً
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
