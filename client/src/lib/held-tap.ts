import { useEffect, useRef } from "react";

// A server-drawn button inside a part whose code is still loading has nothing behind it yet, and
// React does not replay a click on a part it has not hydrated: the tap would be lost, and the
// visitor would see "watch" or a dish do nothing. Such buttons carry HELD_TAP_ATTRIBUTE with a
// "kind:id" value; the last tap on one is noted here, and the part takes it once its code has
// hydrated it and answers it as if the code had been there all along.

/** Marks a button whose tap is kept until its part hydrates; the value is "kind:id". */
export const HELD_TAP_ATTRIBUTE = "data-held-tap";

let held: Element | null = null;

/** Called once by the entry, before hydration starts. */
export function holdTapsOfLoadingParts() {
  // Capturing at the window, ahead of React: React stops a click on a part it has not hydrated
  // from going any further. Taps on hydrated buttons are noted too, and never taken (below).
  window.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(`[${HELD_TAP_ATTRIBUTE}]`) : null;
      if (target) held = target;
    },
    { capture: true },
  );
}

/**
 * Answers, once, a tap of this kind made before the part hydrated. A tap on an element no longer on
 * the page (the part was left and drawn again since) is not answered: it was answered back then.
 */
export function useHeldTap(kind: string, answer: (id: string) => void) {
  const answerRef = useRef(answer);
  answerRef.current = answer;
  useEffect(() => {
    const value = held?.isConnected ? held.getAttribute(HELD_TAP_ATTRIBUTE) : null;
    if (!value?.startsWith(`${kind}:`)) return;
    held = null;
    answerRef.current(value.slice(kind.length + 1));
  }, [kind]);
}

/** The attribute that lets a tap on this button wait for its part's code. */
export const heldTap = (kind: string, id: string) => ({ [HELD_TAP_ATTRIBUTE]: `${kind}:${id}` });
