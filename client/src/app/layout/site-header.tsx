import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { Menu, X } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import type { SiteSettingsDto } from "@shared/api/site-settings.contract";
import { BRAND } from "@shared/brand";
import { scrollToSection } from "@/lib/scroll-to-section";
import { siteSettingsQuery } from "@/features/site-settings/api/site-settings-queries";

// «اطلب الآن» and the ordering read it needs load after the page, not in the first script.
const OrderNowLink = lazy(() =>
  import("@/features/orders/components/order-now-link").then((m) => ({ default: m.OrderNowLink })),
);

type NavLink = { label: string; flag?: keyof SiteSettingsDto } & ({ anchor: string } | { href: string });

const LINKS: NavLink[] = [
  { label: "الرئيسية", anchor: "home" },
  { label: "العروض", anchor: "offers" },
  { label: "القائمة", anchor: "menu", flag: "showMenuLink" },
  { label: "الفروع", anchor: "branches" },
  { label: "آراء العملاء", anchor: "reviews", flag: "showReviewsLink" },
  { label: "أضف رأيك", href: "/submit-review", flag: "showReviewsLink" },
  { label: "شارك فيديو", href: "/submit-reel", flag: "showReelsLink" },
  { label: "الوظائف", href: "/jobs", flag: "showJobsLink" },
  { label: "اربح معنا", href: "/win", flag: "showLotteryLink" },
  { label: "تواصل معنا", anchor: "contact" },
];

/**
 * Scrolls to a home section, going home first when on another page (the home page then scrolls
 * to the hash once its content is in place; see useSectionFromHash).
 */
function useScrollTo() {
  const [location, navigate] = useLocation();
  return (anchor: string) => {
    if (location !== "/") {
      navigate(`/#${anchor}`);
      return;
    }
    scrollToSection(anchor);
    history.replaceState(null, "", `#${anchor}`);
  };
}

export function SiteHeader() {
  const settings = useQuery(siteSettingsQuery());
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLElement>(null);
  const close = () => menu.current?.hidePopover();
  useEffect(() => {
    const nav = menu.current;
    const follow = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    nav?.addEventListener("toggle", follow);
    return () => nav?.removeEventListener("toggle", follow);
  }, []);
  const scrollTo = useScrollTo();
  // Every link shows until settings say otherwise (each flag defaults to true).
  const visible = LINKS.filter((link) => !link.flag || settings.data?.[link.flag] !== false);

  const renderLink = (link: NavLink, mobile: boolean) => {
    // `.nav-link` (styles/index.css): sixteen links on every page, so one class and the size.
    const className = mobile ? "nav-link block px-4 py-3 text-base" : "nav-link px-3 py-2 text-sm";
    if ("href" in link) {
      return (
        <Link href={link.href} className={className} onClick={close}>
          {link.label}
        </Link>
      );
    }
    return (
      <a
        href={`/#${link.anchor}`}
        className={className}
        onClick={(event) => {
          event.preventDefault();
          close();
          scrollTo(link.anchor);
        }}
      >
        {link.label}
      </a>
    );
  };

  return (
    <header className="sticky top-0 z-40 bg-brand-800/95 shadow-md frosted">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold text-white">
          {/* The brand's mark drawn inline (the drawing of /favicon.svg): every page's first load
              then makes no request for it. */}
          <svg viewBox="0 0 64 64" width={32} height={32} className="size-8" aria-hidden="true">
            <circle cx="32" cy="32" r="30" fill="#b43b09" />
            <path d="M22 40c-4-10 4-22 14-20 8 2 10 12 4 18-4 4-10 5-14 6l-3 6-4-2 3-8z" fill="#fcb94d" />
          </svg>
          {BRAND.name}
        </Link>
        <nav aria-label="التنقل الرئيسي" className="ms-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {visible.map((link) => (
              <li key={link.label}>{renderLink(link, false)}</li>
            ))}
          </ul>
        </nav>
        {/* Staff only: a quiet link, not a button that outshines what visitors come for. */}
        <Link href="/admin/login" className="admin-link hidden px-2 py-2 text-xs lg:block">
          دخول المسؤول
        </Link>
        <button
          type="button"
          className="ms-auto inline-flex size-10 items-center justify-center rounded-lg text-white hover:bg-white/10 lg:hidden"
          aria-label={open ? "إغلاق القائمة" : "فتح القائمة"}
          aria-controls="mobile-nav"
          popoverTarget="mobile-nav"
        >
          {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
        </button>
        <Suspense fallback={null}>
          <OrderNowLink />
        </Suspense>
      </div>
      {/* A popover: the button opens it without any script, Escape and a tap outside close it, and
          the browser gives focus back to the button. Script only follows its state for the icon. */}
      <nav
        ref={menu}
        id="mobile-nav"
        popover="auto"
        aria-label="التنقل الرئيسي"
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-white/10 bg-brand-800 px-4 pb-4 shadow-md lg:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2">
          {visible.map((link) => (
            <li key={link.label}>{renderLink(link, true)}</li>
          ))}
          <li className="mt-2 border-t border-white/10 pt-2">
            <Link href="/admin/login" className="admin-link block px-4 py-3 text-sm" onClick={close}>
              دخول المسؤول
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
