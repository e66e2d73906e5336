import { lazy, Suspense } from "react";
import type { VideoPlayerProps } from "./video-player";

// The player and its embed rules live in their own chunk, fetched only when a video is opened.
const VideoPlayer = lazy(() => import("./video-player").then((m) => ({ default: m.VideoPlayer })));

export function LazyVideoPlayer(props: VideoPlayerProps) {
  return (
    <Suspense
      fallback={
        <p
          role="status"
          className="flex aspect-video items-center justify-center rounded-xl bg-neutral-100 text-neutral-600"
        >
          جارٍ تحميل الفيديو...
        </p>
      }
    >
      <VideoPlayer {...props} />
    </Suspense>
  );
}
