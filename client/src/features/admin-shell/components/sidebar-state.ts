import { useCallback, useEffect, useRef, useState } from "react";

export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

function readCookie(): boolean {
  if (typeof document === "undefined") return true;
  const match = document.cookie.match(new RegExp(`(?:^|; )${SIDEBAR_COOKIE}=(true|false)`));
  return match ? match[1] === "true" : true;
}

/**
 * Desktop: expanded or collapsed to icons, remembered for 7 days in a cookie.
 * Mobile: a sheet, closed by default. Ctrl/Cmd+B toggles whichever applies.
 */
export function useSidebarState(isMobile: boolean) {
  // The dashboard renders in the browser only, so its first render already shows the remembered state.
  const [open, setOpenState] = useState(readCookie);
  const [mobileOpen, setMobileOpen] = useState(false);
  // The shortcut flips what the screen shows, even when pressed between a render and its effects.
  const openRef = useRef(open);
  openRef.current = open;

  const setOpen = useCallback((value: boolean) => {
    openRef.current = value;
    setOpenState(value);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox; the cookie keeps the choice for 7 days
    document.cookie = `${SIDEBAR_COOKIE}=${value}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((v) => !v);
    else setOpen(!openRef.current);
  }, [isMobile, setOpen]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  return { open, mobileOpen, setMobileOpen, toggle };
}
