import { lazy, Suspense, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { PublicReelDto } from "@shared/api/reels.contract";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { heldTap, useHeldTap } from "@/lib/held-tap";
import { approvedReelsQuery } from "../api/reels-queries";
import { ReelThumbnail } from "./reel-thumbnail";

// The player dialog (and Radix Dialog) loads on the first tap on a reel, not with the home page.
const ReelDialog = lazy(() => import("./reel-dialog").then((m) => ({ default: m.ReelDialog })));

export function ReelsSection() {
  const reels = useQuery(approvedReelsQuery());
  const [selected, setSelected] = useState<PublicReelDto | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const watch = (reel: PublicReelDto) => {
    setDialogWanted(true);
    setSelected(reel);
  };
  useHeldTap("reel", (id) => {
    const reel = reels.data?.find((candidate) => candidate.id === id);
    if (reel) watch(reel);
  });
  // The dialog opens from code, not a Radix trigger: closing it hands focus back to the watch button.
  const watchButtons = useRef(new Map<string, HTMLButtonElement>());
  return (
    <div className="mx-auto max-w-7xl px-4 py-14">
      <h2 className="text-center text-3xl font-bold text-ink">فيديوهات عملائنا</h2>
      <p className="mt-2 text-center text-neutral-600">لحظات شاركها ضيوفنا معنا</p>
      <div className="mt-8">
        {reels.isPending ? (
          <div role="status" aria-label="جارٍ تحميل الفيديوهات" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} data-testid="reel-skeleton" className="aspect-[4/3] rounded-2xl" />
            ))}
          </div>
        ) : reels.data && reels.data.length > 0 ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {reels.data.map((reel) => (
              <li key={reel.id} className="reel">
                {/* The picture is a big tap target for touch; keyboard and screen-reader users have the
                      labelled watch button below, so this one stays out of the tab order and the tree. */}
                <button
                  type="button"
                  tabIndex={-1}
                  aria-hidden="true"
                  onClick={() => watch(reel)}
                  {...heldTap("reel", reel.id)}
                >
                  <ReelThumbnail url={reel.videoUrl} platform={reel.videoPlatform} />
                </button>
                <div>
                  <p>{reel.customerName}</p>
                  <Button
                    ref={(button) => {
                      if (button) watchButtons.current.set(reel.id, button);
                      else watchButtons.current.delete(reel.id);
                    }}
                    size="sm"
                    onClick={() => watch(reel)}
                    {...heldTap("reel", reel.id)}
                    aria-label={`مشاهدة فيديو ${reel.customerName}`}
                  >
                    مشاهدة
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="py-8 text-center text-neutral-500">لا توجد فيديوهات معتمدة حالياً</p>
        )}
      </div>
      {dialogWanted && (
        <Suspense fallback={null}>
          <ReelDialog
            reel={selected}
            onClose={() => setSelected(null)}
            returnFocusTo={(reel) => watchButtons.current.get(reel.id)}
          />
        </Suspense>
      )}
    </div>
  );
}
