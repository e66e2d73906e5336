import { type ReactNode, useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** A link click the guard may hold back: a plain left click on a link to another page of this site. */
function heldLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return null;
  const url = new URL(link.href);
  // Another site is a full page load, which the browser's own prompt (beforeunload) covers.
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return link;
}

export type UnsavedChanges = {
  /** Runs `leave` at once when nothing is unsaved, else only after the admin agrees to lose the changes. */
  confirmLeave: (leave: () => void) => void;
  /** The question itself; render it once next to the form. */
  prompt: ReactNode;
};

/**
 * Keeps a form's unsaved edits from being thrown away without a word. While `dirty`:
 * reloading or closing the tab gets the browser's own prompt, following a link inside the site
 * (the sidebar, any in-app link) asks first in an Arabic dialog, and so does any other way of
 * leaving the form that the page routes through `confirmLeave` (e.g. switching a tab).
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  // Set while a leave the admin agreed to is under way, so it is not asked about twice.
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    leaving.current = false;
    const warnOnUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    const holdLink = (event: MouseEvent) => {
      if (leaving.current) return;
      const link = heldLink(event);
      if (!link) return;
      // Captured on window, before the router's own click handler sees it.
      event.preventDefault();
      event.stopPropagation();
      setPendingLeave(() => () => link.click());
    };
    window.addEventListener("beforeunload", warnOnUnload);
    window.addEventListener("click", holdLink, true);
    return () => {
      window.removeEventListener("beforeunload", warnOnUnload);
      window.removeEventListener("click", holdLink, true);
    };
  }, [dirty]);

  const confirmLeave = (leave: () => void) => {
    if (dirtyNow.current) setPendingLeave(() => leave);
    else leave();
  };

  const prompt = (
    <ConfirmDialog
      open={pendingLeave !== null}
      onOpenChange={(open) => {
        if (!open) setPendingLeave(null);
      }}
      title="لديك تغييرات غير محفوظة"
      description="لديك تغييرات غير محفوظة في هذا النموذج. إذا غادرت الآن فستضيع هذه التغييرات."
      cancelLabel="البقاء في الصفحة"
      confirmLabel="مغادرة دون حفظ"
      onConfirm={() => {
        const leave = pendingLeave;
        setPendingLeave(null);
        leaving.current = true;
        leave?.();
      }}
    />
  );

  return { confirmLeave, prompt };
}
