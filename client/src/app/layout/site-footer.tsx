import { Link } from "wouter";
import { BRAND } from "@shared/brand";

export function SiteFooter() {
  const year = new Date().getFullYear();
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
