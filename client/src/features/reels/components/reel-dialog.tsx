import { useState } from "react";
import type { PublicReelDto } from "@shared/api/reels.contract";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { LazyVideoPlayer } from "./lazy-video-player";

type ReelDialogProps = {
  reel: PublicReelDto | null;
  onClose: () => void;
  /** The control that opened the dialog, to take focus back when it closes. */
  returnFocusTo?: (reel: PublicReelDto) => HTMLElement | undefined;
};

/** Open while a reel is selected; closing clears the selection. */
export function ReelDialog({ reel, onClose, returnFocusTo }: ReelDialogProps) {
  const [lastReel, setLastReel] = useState(reel);
  if (reel && reel !== lastReel) setLastReel(reel);
  return (
    <Dialog open={reel !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-3xl"
        onCloseAutoFocus={(event) => {
          const target = lastReel && returnFocusTo?.(lastReel);
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        {reel && (
          <>
            <DialogHeader>
              <DialogTitle>{reel.customerName}</DialogTitle>
              <DialogDescription className="sr-only">فيديو من {reel.customerName}</DialogDescription>
            </DialogHeader>
            <LazyVideoPlayer url={reel.videoUrl} platform={reel.videoPlatform} title={`فيديو ${reel.customerName}`} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
