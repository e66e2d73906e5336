import { useCallback, useEffect, useState } from "react";
import type { UseEmblaCarouselType } from "embla-carousel-react";

type CarouselApi = UseEmblaCarouselType[1];

/**
 * Moves to the next slide every `delayMs` while playing. Interaction does not stop it;
 * the visitor's pause button does, and it starts paused for visitors who ask for reduced motion.
 * Paused on the server and the first render, so both render the same; playback starts in an effect.
 */
export function useCarouselAutoplay(api: CarouselApi, delayMs: number) {
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    setPlaying(!window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  }, []);

  useEffect(() => {
    if (!api || !playing) return;
    let timer = 0;
    // Every move (autoplay, arrows, drag) restarts the count, so a slide always gets its full time.
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (api.canScrollNext()) api.scrollNext();
      }, delayMs);
    };
    schedule();
    api.on("select", schedule).on("reInit", schedule);
    return () => {
      window.clearTimeout(timer);
      api.off("select", schedule).off("reInit", schedule);
    };
  }, [api, playing, delayMs]);

  const toggle = useCallback(() => setPlaying((value) => !value), []);
  return { playing, toggle };
}
