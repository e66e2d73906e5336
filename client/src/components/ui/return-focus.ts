import { useRef } from "react";

type FocusEventHandler = ((event: Event) => void) | undefined;

/**
 * Gives a Radix dialog's focus back to whatever had it when the dialog opened. Radix returns focus
 * only to its own Trigger, so a dialog opened from a plain button (controlled), from a row's icon,
 * or by a timer would leave focus on <body>. The element is remembered when the dialog mounts
 * (before Radix moves focus inside) and focused again on close, if it is still on the page.
 * The caller's own handlers run first and may take over by calling preventDefault.
 */
export function useReturnFocus(onOpenAutoFocus: FocusEventHandler, onCloseAutoFocus: FocusEventHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
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
