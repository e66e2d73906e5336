import type { PublicReel } from "@shared/schema/reels-forms";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { LazyVideoPlayer } from "./lazy-video-player";

/** Open while a reel is selected; closing clears the selection. */
export function ReelDialog({ reel, onClose }: { reel: PublicReel | null; onClose: () => void }) {
  return (
    <Dialog open={reel !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
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
