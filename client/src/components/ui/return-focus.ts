import { useCallback, useEffect, useRef } from "react";

type FocusEventHandler = ((event: Event) => void) | undefined;

// The element focused before the one focused now. A dialog whose field takes focus as it mounts
// (autoFocus) has moved focus before anything of the dialog's own runs: the opener is the one before.
let current: Element | null = null;
let previous: Element | null = null;
let tracking = false;
function trackFocus() {
  if (tracking) return;
  tracking = true;
  current = document.activeElement;
  document.addEventListener(
    "focusin",
    (event) => {
      previous = current;
      current = event.target instanceof Element ? event.target : null;
    },
    true,
  );
}

/**
 * Gives a Radix dialog's focus back to whatever had it when the dialog opened. Radix returns focus
 * only to its own Trigger (or, when a field of the dialog took focus as it mounted, to that field,
 * which is gone by then), so a dialog opened from a plain button (controlled), from a row's icon, or
 * by a timer would leave focus on <body>. The opener is remembered as the panel mounts and focused
 * again on close, if it is still on the page. The caller's own handlers run first and may take over
 * by calling preventDefault. Spread the result onto the Radix Content.
 */
export function useReturnFocus(onOpenAutoFocus: FocusEventHandler, onCloseAutoFocus: FocusEventHandler) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(trackFocus, []);
  const ref = useCallback((panel: HTMLElement | null) => {
    if (!panel) return;
    const active = document.activeElement;
    const candidate = active && panel.contains(active) ? previous : active;
    opener.current =
      candidate instanceof HTMLElement && candidate !== document.body && !panel.contains(candidate) ? candidate : null;
  }, []);
  return {
    ref,
    onOpenAutoFocus: (event: Event) => onOpenAutoFocus?.(event),
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
