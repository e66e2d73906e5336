import { useEffect, useRef } from "react";
import { HELD_TAP_ATTRIBUTE } from "@shared/ssr";
import { heldInput } from "./held-input";

// A server-drawn button inside a part whose code is still loading has nothing behind it yet, and
// React does not replay a click on a part it has not hydrated: the tap would be lost, and the
// visitor would see "watch" or a dish do nothing. Such buttons carry HELD_TAP_ATTRIBUTE with a
// "kind:id" value; the page shell notes the last tap on one from the moment the page is parsed
// (capturing at the window, ahead of React), and the part takes it once its code has hydrated it and
// answers it as if the code had been there all along. Taps on hydrated buttons are noted too, and
// never taken: a hydrated part has no held tap to look for.

/**
 * Answers, once, a tap of this kind made before the part hydrated. A tap on an element no longer on
 * the page (the part was left and drawn again since) is not answered: it was answered back then.
 */
export function useHeldTap(kind: string, answer: (id: string) => void) {
  const answerRef = useRef(answer);
  answerRef.current = answer;
  useEffect(() => {
    const held = heldInput();
    const value = held.tap?.isConnected ? held.tap.getAttribute(HELD_TAP_ATTRIBUTE) : null;
    if (!value?.startsWith(`${kind}:`)) return;
    held.tap = null;
    answerRef.current(value.slice(kind.length + 1));
  }, [kind]);
}

/** The attribute that lets a tap on this button wait for its part's code. */
export const heldTap = (kind: string, id: string) => ({ [HELD_TAP_ATTRIBUTE]: `${kind}:${id}` });
