import { Children, isValidElement, lazy, Suspense } from "react";
import { cn } from "@/components/ui/cn";
import type { CarouselProps } from "./carousel";
import { fitClasses, STRIP_VIEWPORT, slideWidthStyle, unseenClass } from "./carousel-fit";

// Embla and the controls load beside the page instead of inside its first script: the server has
// already drawn the slides, which stay on screen (and hydrate) as soon as this code arrives.
const CarouselImpl = lazy(() => import("./carousel").then((m) => ({ default: m.Carousel })));

/** The slides without their controls, while the carousel's code loads after a client-side navigation. */
function StaticStrip({ label, perView, slideWidth, children, className }: CarouselProps) {
  const slides = Children.toArray(children);
  return (
    <section aria-roledescription="carousel" aria-label={label} className={cn("relative", className)}>
      <div dir="rtl" className={STRIP_VIEWPORT}>
        <div className={cn("slides", fitClasses(slides.length, perView).track)} style={slideWidthStyle(slideWidth)}>
          {slides.map((slide, index) => (
            <div
              key={isValidElement(slide) ? (slide.key ?? index) : index}
              className={unseenClass(index, perView) || undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

/** Carousel, with its code split from the page's first script. */
export function LazyCarousel(props: CarouselProps) {
  return (
    <Suspense fallback={<StaticStrip {...props} />}>
      <CarouselImpl {...props} />
    </Suspense>
  );
}
