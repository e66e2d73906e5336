import { useState } from "react";
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
    <span className="reel-picture">
      {id && !failed && (
        <img
          src={youtubeThumbnailUrl(id)}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
        />
      )}
      {/* The play mark is the stylesheet's (.reel-picture > span > span::before): one drawing for every reel. */}
      <span aria-hidden="true">
        <span />
      </span>
    </span>
  );
}
