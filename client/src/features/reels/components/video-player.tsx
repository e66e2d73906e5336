import { useEffect, useState } from "react";
import type { VideoPlatform } from "@shared/schema/enums";
import { platformLabels } from "@shared/video";
import { resolveVideo, type VideoSource } from "@shared/video-embed";
import { cn } from "@/components/ui/cn";

export type VideoPlayerProps = { url: string; platform?: VideoPlatform | null; title: string };

export const VIDEO_LOADING_TEXT = "جارٍ تحميل الفيديو...";

/** Loaded on demand (see lazy-video-player.tsx): the home bundle carries no embed code. */
export function VideoPlayer({ url, platform, title }: VideoPlayerProps) {
  const [source, setSource] = useState<VideoSource | null>(null);

  // Resolved in an effect so the loading text shows first and a bad link never breaks rendering.
  useEffect(() => {
    try {
      setSource(resolveVideo(url, platform));
    } catch (error) {
      console.error("تعذر تحليل رابط الفيديو، سيُعرض كفيديو عادي:", url, error);
      setSource({ kind: "file", src: url });
    }
  }, [url, platform]);

  if (!source) {
    return (
      <p
        role="status"
        className="flex aspect-video items-center justify-center rounded-xl bg-neutral-100 text-neutral-600"
      >
        {VIDEO_LOADING_TEXT}
      </p>
    );
  }

  if (source.kind === "file") {
    return (
      // biome-ignore lint/a11y/useMediaCaption: customers upload their own clips without caption tracks; the title names the video
      <video controls preload="metadata" className="aspect-video w-full rounded-xl bg-black" aria-label={title}>
        <source src={source.src} type="video/mp4" />
        متصفحك لا يدعم تشغيل هذا الفيديو.
      </video>
    );
  }

  return (
    <figure className="space-y-2">
      <div
        className={cn(
          "mx-auto w-full overflow-hidden rounded-xl bg-black",
          source.platform === "instagram"
            ? "aspect-[4/5] max-w-md"
            : source.platform === "tiktok"
              ? "aspect-[9/16] max-w-xs"
              : "aspect-video",
        )}
      >
        <iframe
          src={source.embedUrl}
          title={title}
          className="size-full border-0"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          // YouTube refuses to play without a referrer.
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
      <figcaption className="text-center text-sm text-neutral-600">
        فيديو من {platformLabels[source.platform]}
      </figcaption>
    </figure>
  );
}
