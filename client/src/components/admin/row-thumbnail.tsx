import { ImageOff } from "lucide-react";
import { thumbnailUrl } from "@shared/schema/menu-images";

/** A row's small square image in a dashboard table, or a placeholder icon when it has none. */
export function RowThumbnail({ src }: { src: string | null | undefined }) {
  return src ? (
    <img src={thumbnailUrl(src)} alt="" loading="lazy" className="size-12 rounded-lg object-cover" />
  ) : (
    <span className="flex size-12 items-center justify-center rounded-lg bg-neutral-100 text-neutral-400">
      <ImageOff className="size-5" aria-label="بدون صورة" />
    </span>
  );
}
