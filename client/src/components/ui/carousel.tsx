import * as React from "react";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { cn } from "@/components/ui/cn";
import {
  fitClasses,
  STRIP_VIEWPORT,
  type SlideWidth,
  type SlidesPerView,
  slideWidthStyle,
  unseenClass,
} from "./carousel-fit";
import { useCarouselAutoplay } from "./use-carousel-autoplay";

export const CAROUSEL_AUTOPLAY_MS = 3000;
export type { SlideWidth, SlidesPerView };

export type CarouselProps = {
  /** Accessible name of the carousel region. */
  label: string;
  /** How many slides are in view at each width; slideWidth must match it. */
  perView: SlidesPerView;
  /** Each slide's width at each width (e.g. "100%", "50%", "calc(100% / 3)"). */
  slideWidth: SlideWidth;
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
export function Carousel({ label, perView, slideWidth, children, className, tone = "light" }: CarouselProps) {
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

  // Slides whose pictures may load: those in view; the one the strip moves toward from the moment it
  // starts moving (autoplay or an arrow: the next one past the view on that side); both neighbours
  // as a finger lands, which may drag either way.
  const [seen, setSeen] = React.useState<ReadonlySet<number>>(() => new Set());
  React.useEffect(() => {
    if (!api) return;
    const see = (indexes: number[]) =>
      setSeen((before) => (indexes.every((i) => before.has(i)) ? before : new Set([...before, ...indexes])));
    // Embla counts a slide that only touches the strip's edge as in view; a slide shows once it overlaps.
    const shown = () => {
      const strip = api.rootNode().getBoundingClientRect();
      return api.slidesInView().filter((i) => {
        const slide = api.slideNodes()[i].getBoundingClientRect();
        return Math.min(slide.right, strip.right) - Math.max(slide.left, strip.left) > 1;
      });
    };
    const count = api.slideNodes().length;
    const step = (i: number, by: number) => (i + by + count) % count;
    let selected = api.selectedScrollSnap();
    const inView = () => see(shown());
    const onSelect = () => {
      const now = api.selectedScrollSnap();
      const by = step(now, -selected) === count - 1 ? -1 : 1;
      selected = now;
      see(shown().map((i) => step(i, by)));
    };
    const onPointerDown = () => see(shown().flatMap((i) => [step(i, 1), step(i, -1)]));
    inView();
    api.on("slidesInView", inView).on("select", onSelect).on("pointerDown", onPointerDown);
    return () => {
      api.off("slidesInView", inView).off("select", onSelect).off("pointerDown", onPointerDown);
    };
  }, [api]);

  const snaps = api?.scrollSnapList().length ?? slides.length;
  return (
    <section aria-roledescription="carousel" aria-label={label} className={cn("relative", className)}>
      {/* relative: the slides' absolutely placed text (sr-only, badges) is clipped too, before Embla's transform does it. */}
      <div ref={viewportRef} dir="rtl" className={STRIP_VIEWPORT}>
        {/* The slides' look is `.slides > *` (styles/index.css), not a row of classes on each one. */}
        <div className={cn("slides", fit.track)} style={slideWidthStyle(slideWidth)}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group; a fieldset is for form controls
            <div
              key={React.isValidElement(slide) ? (slide.key ?? index) : index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} من ${slides.length}`}
              className={seen.has(index) ? undefined : unseenClass(index, perView) || undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* The buttons' and the counter's look is `.carousel-controls` (and `.carousel-dark` on the dark hero). */}
      <div className={cn("carousel-controls", tone === "dark" && "carousel-dark", fit.controls)}>
        {/* RTL: the previous slide is to the right (start), the next to the left (end). */}
        <button type="button" aria-label="الشريحة السابقة" onClick={() => api?.scrollPrev()}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          aria-label={playing ? "إيقاف التمرير التلقائي" : "تشغيل التمرير التلقائي"}
          onClick={toggle}
        >
          {playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
        </button>
        {/* Announced politely only while paused: a strip that speaks up every 3 s is noise. */}
        <p aria-live={playing ? "off" : "polite"} aria-atomic="true">
          {`${Math.min(selected, snaps - 1) + 1} من ${snaps}`}
        </p>
        <button type="button" aria-label="الشريحة التالية" onClick={() => api?.scrollNext()}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
