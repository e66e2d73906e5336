import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { ammanParts } from "@shared/amman-time";
import { BRAND } from "@shared/brand";
import { renderClockQueryOptions } from "@/lib/render-clock";

/**
 * The copyright year: first the year (in Amman) the page was rendered in, as the server drew it, so
 * the page hydrates with the very markup it was sent; then the visitor's own year, which differs on
 * New Year's night with a page cached the year before, or on a phone whose clock is wrong.
 */
function useCopyrightYear(): number {
  const rendered = useQuery(renderClockQueryOptions()).data;
  const [own, setOwn] = useState<number | null>(null);
  useEffect(() => setOwn(new Date().getFullYear()), []);
  return own ?? Number(ammanParts(rendered ?? Date.now()).date.slice(0, 4));
}

export function SiteFooter() {
  const year = useCopyrightYear();
  return (
    <footer className="bg-ink text-neutral-300">
      <div className="mx-auto max-w-7xl px-4 py-10 text-center">
        <p className="text-xl font-bold text-white">{BRAND.name}</p>
        <p className="mt-2 text-sm">
          {BRAND.tagline} – منذ {BRAND.since}
        </p>
        <nav aria-label="روابط الموقع" className="mt-6 text-sm">
          <Link href="/terms" className="underline underline-offset-4 hover:text-white">
            الشروط والأحكام
          </Link>
        </nav>
        <p className="mt-4 text-xs text-neutral-400">
          © {Math.max(year, BRAND.footerYear)} {BRAND.name}. جميع الحقوق محفوظة.
        </p>
      </div>
    </footer>
  );
}
