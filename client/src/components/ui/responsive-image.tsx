import type * as React from "react";
import { imageSrcSet } from "@shared/schema/menu-images";
import { cn } from "@/components/ui/cn";

export type ResponsiveImageProps = Omit<React.ComponentProps<"img">, "src" | "srcSet"> & {
  src: string;
  /** CSS aspect ratio of the box, e.g. "4 / 3"; the box is sized before the file arrives (no layout shift). */
  ratio?: string;
  /** The page's largest picture on first view (its LCP): load at once, before other images. */
  priority?: boolean;
  /** Above the fold but not the largest: load at once, at normal priority. */
  eager?: boolean;
};

/** An image in a fixed-ratio box, with a srcset of the WebP variants the pipeline made. */
export function ResponsiveImage({
  src,
  ratio = "4 / 3",
  priority = false,
  eager = false,
  sizes,
  className,
  alt,
  ...props
}: ResponsiveImageProps) {
  return (
    <div className={cn("overflow-hidden bg-neutral-100", className)} style={{ aspectRatio: ratio }}>
      <img
        src={src}
        srcSet={imageSrcSet(src)}
        sizes={sizes ?? "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"}
        alt={alt}
        loading={priority || eager ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : "auto"}
        className="size-full object-cover"
        {...props}
      />
    </div>
  );
}
