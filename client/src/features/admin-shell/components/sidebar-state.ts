import { useCallback, useEffect, useState } from "react";

export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

function readCookie(): boolean {
  const match = document.cookie.match(new RegExp(`(?:^|; )${SIDEBAR_COOKIE}=(true|false)`));
  return match ? match[1] === "true" : true;
}

/**
 * Desktop: expanded or collapsed to icons, remembered for 7 days in a cookie.
 * Mobile: a sheet, closed by default. Ctrl/Cmd+B toggles whichever applies.
 */
export function useSidebarState(isMobile: boolean) {
  const [open, setOpenState] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);

  useEffect(() => setOpenState(readCookie()), []);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox; the server reads this cookie to render the sidebar open or closed
    document.cookie = `${SIDEBAR_COOKIE}=${value}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((v) => !v);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

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
