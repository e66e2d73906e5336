import * as React from "react";
import useEmblaCarousel from "embla-carousel-react";
import Autoplay from "embla-carousel-autoplay";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/components/ui/cn";

export const CAROUSEL_AUTOPLAY_MS = 3000;

export type CarouselProps = {
  /** Accessible name of the carousel region. */
  label: string;
  children: React.ReactNode;
  className?: string;
};

/**
 * Looping, autoplaying (3 s, never stopped by interaction) slide strip built on Embla.
 * direction "rtl" makes Embla measure from the right edge, so slides advance the RTL way;
 * the viewport also carries dir="rtl", which Embla requires for that mode.
 * Slide widths come from each CarouselSlide's basis classes.
 */
export function Carousel({ label, children, className }: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, direction: "rtl", align: "start" }, [
    Autoplay({ delay: CAROUSEL_AUTOPLAY_MS, stopOnInteraction: false }),
  ]);
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className={cn("relative", className)}>
      <div ref={viewportRef} dir="rtl" className="overflow-hidden">
        <div className="-ms-4 flex touch-pan-y">{children}</div>
      </div>
      <button
        type="button"
        aria-label="السابق"
        onClick={() => api?.scrollPrev()}
        className="absolute start-1 top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md transition-colors hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:inline-flex"
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        aria-label="التالي"
        onClick={() => api?.scrollNext()}
        className="absolute end-1 top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md transition-colors hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:inline-flex"
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}

export function CarouselSlide({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div role="group" aria-roledescription="slide" className={cn("min-w-0 shrink-0 grow-0 ps-4", className)} {...props} />
  );
}
