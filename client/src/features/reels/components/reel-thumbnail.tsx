import { useState } from "react";
import { Play } from "lucide-react";
import type { VideoPlatform } from "@shared/schema/enums";
import { youtubeThumbnailUrl, youtubeVideoId } from "@shared/video";

function youtubeIdOf(url: string): string | null {
  try {
    return youtubeVideoId(url);
  } catch {
    return null;
  }
}

/** Only YouTube links get a picture; it loads when the card scrolls into view. */
export function ReelThumbnail({ url, platform }: { url: string; platform: VideoPlatform | null }) {
  const id = platform === "youtube" || platform === null ? youtubeIdOf(url) : null;
  // An unreachable thumbnail leaves the plain background rather than a broken-image mark.
  const [failed, setFailed] = useState(false);
  return (
    <span className="relative block aspect-video overflow-hidden rounded-t-2xl bg-gradient-to-br from-brand-700 to-brand-500">
      {id && !failed && (
        <img
          src={youtubeThumbnailUrl(id)}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      )}
      <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-black/55 text-white shadow-lg">
          <Play className="size-7 translate-x-0.5 fill-white" />
        </span>
      </span>
    </span>
  );
}
