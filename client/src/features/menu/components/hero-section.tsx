import { ChevronDown } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { BRAND } from "@shared/brand";
import { FeaturedCarousel } from "./featured-carousel";

export function HeroSection() {
  return (
    <div className="hero-gradient text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 md:py-14">
        <div className="flex flex-col items-start gap-4">
          <p className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">نخدمكم منذ {BRAND.since}</p>
          <h1 className="text-3xl font-bold leading-tight md:text-5xl">{BRAND.name}</h1>
          <p className="max-w-xl text-lg text-white/90 md:text-xl">{BRAND.tagline}</p>
          {/* A plain link, which the browser follows without script too; the page's code then keeps the
              section in place under the header while the content above it settles. */}
          <a href="#menu" className={buttonClasses("secondary", "lg")}>
            تصفح القائمة
            <ChevronDown aria-hidden="true" />
          </a>
        </div>
        <FeaturedCarousel />
      </div>
    </div>
  );
}
