import { useEffect, useState } from "react";
import { REEL_MESSAGES } from "@shared/schema/reels-forms";
import { detectVideoPlatform, isAcceptedVideoUrl, withHttps } from "@shared/video";
import { canPlayVideo } from "@shared/video-embed";
import { LazyVideoPlayer } from "./lazy-video-player";

/** Follows the link field a moment after typing stops, so each keystroke does not reload an embed. */
function useSettled(value: string, delay = 400) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export function ReelPreview({ url, customerName }: { url: string; customerName: string }) {
  const settled = useSettled(url.trim());
  const ready = settled !== "" && isAcceptedVideoUrl(settled);
  const link = ready ? withHttps(settled) : "";
  return (
    <section aria-labelledby="reel-preview-title" className="space-y-2">
      <h2 id="reel-preview-title" className="text-sm font-semibold text-ink">
        معاينة الفيديو
      </h2>
      {ready && !canPlayVideo(link) ? (
        <p className="flex aspect-video items-center justify-center rounded-xl border-2 border-dashed border-red-300 px-6 text-center text-sm text-red-700">
          {REEL_MESSAGES.cannotPlay}
        </p>
      ) : ready ? (
        <LazyVideoPlayer
          key={link}
          url={link}
          platform={detectVideoPlatform(link)}
          title={`معاينة فيديو ${customerName || "العميل"}`}
        />
      ) : (
        <p className="flex aspect-video items-center justify-center rounded-xl border-2 border-dashed border-neutral-300 px-6 text-center text-sm text-neutral-500">
          الصق رابط الفيديو لتظهر معاينته هنا
        </p>
      )}
    </section>
  );
}
