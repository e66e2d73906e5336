import type * as React from "react";
import { imageSrcSet } from "@shared/schema/menu-images";
import { HERO_ELEMENT_TIMING } from "@shared/ssr";
import { cn } from "@/components/ui/cn";

export type ResponsiveImageProps = Omit<React.ComponentProps<"img">, "src" | "srcSet"> & {
  src: string;
  /**
   * CSS aspect ratio of the box, e.g. "5 / 2", when not the stylesheet's (`.photo` is 4 / 3, a featured
   * dish's square); the box is sized before the file arrives (no layout shift).
   */
  ratio?: string;
  /** The page's largest picture on first view (its LCP): load at once, before other images. */
  priority?: boolean;
  /** Above the fold but not the largest: load at once, at normal priority. */
  eager?: boolean;
  /** Below the md breakpoint, fetch no copy wider than this (a phone's dense screen asks for more than it shows). */
  phoneMaxWidth?: number;
};

/** An image in a fixed-ratio box (`.photo` in styles/index.css), with a srcset of the WebP variants the pipeline made. */
export function ResponsiveImage({
  src,
  ratio,
  priority = false,
  eager = false,
  sizes,
  phoneMaxWidth,
  className,
  alt,
  ...props
}: ResponsiveImageProps) {
  const allSizes = sizes ?? "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";
  const image = (
    <img
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={allSizes}
      alt={alt}
      loading={priority || eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      // The page shell starts the page's code once this picture is painted (Element Timing).
      {...(priority ? { elementtiming: HERO_ELEMENT_TIMING } : {})}
      {...props}
    />
  );
  return (
    <div className={cn("photo", className)} style={ratio ? { aspectRatio: ratio } : undefined}>
      {/* An eager picture in <picture>: the server render then adds no <link rel="preload"> of its
          own for it (a copy of its whole srcset at the top of the page); the page head already asks
          for the largest picture first, and the browser finds the others in the markup itself. */}
      {phoneMaxWidth ? (
        <picture>
          <source media="(max-width: 767px)" srcSet={imageSrcSet(src, phoneMaxWidth)} sizes={allSizes} />
          {image}
        </picture>
      ) : priority || eager ? (
        <picture>{image}</picture>
      ) : (
        image
      )}
    </div>
  );
}
