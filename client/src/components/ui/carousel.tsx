import * as React from "react";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { cn } from "@/components/ui/cn";
import { fitClasses, type SlidesPerView } from "./carousel-fit";
import { useCarouselAutoplay } from "./use-carousel-autoplay";

export const CAROUSEL_AUTOPLAY_MS = 3000;
export type { SlidesPerView };

export type CarouselProps = {
  /** Accessible name of the carousel region. */
  label: string;
  /** How many slides are in view at each width; the slide basis classes must match it. */
  perView: SlidesPerView;
  /** Class of every slide (its basis, e.g. "basis-full md:basis-1/2"). */
  slideClassName: string;
  children: React.ReactNode;
  className?: string;
  /** Colours of the controls bar: on a light section or on the dark hero. */
  tone?: "light" | "dark";
};

/**
 * A looping slide strip on Embla that autoplays every 3 s with a visible pause/play
 * control (WCAG 2.2.2), no autoplay under prefers-reduced-motion, and RTL drag and arrows.
 * When every slide fits at a width, the slides are centred and the controls hidden there: which
 * widths that is follows from the slide count and perView, in CSS, so server and browser agree.
 */
export function Carousel({ label, perView, slideClassName, children, className, tone = "light" }: CarouselProps) {
  const slides = React.Children.toArray(children);
  const fit = fitClasses(slides.length, perView);
  const [viewportRef, api] = useEmblaCarousel({ loop: true, direction: "rtl", align: "start" });
  const [selected, setSelected] = React.useState(0);
  const { playing, toggle } = useCarouselAutoplay(api, CAROUSEL_AUTOPLAY_MS);

  React.useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on("select", onSelect).on("reInit", onSelect);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
    };
  }, [api]);

  const snaps = api?.scrollSnapList().length ?? slides.length;
  const button = cn(
    "inline-flex size-10 items-center justify-center rounded-full shadow-sm transition-colors focus-visible:outline-none focus-visible:ring-2",
    tone === "dark"
      ? "bg-white/15 text-white hover:bg-white/25 focus-visible:ring-white"
      : "bg-white text-ink hover:bg-brand-100 focus-visible:ring-brand-500",
  );
  return (
    <section aria-roledescription="carousel" aria-label={label} className={cn("relative", className)}>
      {/* relative: the slides' absolutely placed text (sr-only, badges) is clipped too, before Embla's transform does it. */}
      <div ref={viewportRef} dir="rtl" className="relative overflow-hidden">
        <div className={cn("-ms-4 flex touch-pan-y", fit.track)}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group; a fieldset is for form controls
            <div
              key={React.isValidElement(slide) ? (slide.key ?? index) : index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} من ${slides.length}`}
              className={cn("min-w-0 shrink-0 grow-0 ps-4", slideClassName)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={cn("mt-4 items-center justify-center gap-2", fit.controls)}>
        {/* RTL: the previous slide is to the right (start), the next to the left (end). */}
        <button type="button" aria-label="الشريحة السابقة" onClick={() => api?.scrollPrev()} className={button}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          aria-label={playing ? "إيقاف التمرير التلقائي" : "تشغيل التمرير التلقائي"}
          onClick={toggle}
          className={button}
        >
          {playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
        </button>
        {/* Announced politely only while paused: a strip that speaks up every 3 s is noise. */}
        <p
          aria-live={playing ? "off" : "polite"}
          aria-atomic="true"
          className={cn(
            "min-w-14 text-center text-sm tabular-nums",
            tone === "dark" ? "text-white/90" : "text-neutral-600",
          )}
        >
          {`${Math.min(selected, snaps - 1) + 1} من ${snaps}`}
        </p>
        <button type="button" aria-label="الشريحة التالية" onClick={() => api?.scrollNext()} className={button}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
