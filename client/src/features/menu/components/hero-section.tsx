import { ChevronDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { BRAND } from "@shared/brand";
import { scrollToSection } from "@/lib/scroll-to-section";
import { FeaturedCarousel } from "./featured-carousel";

export function HeroSection() {
  const scrollToMenu = () => scrollToSection("menu");
  return (
    <div className="hero-gradient text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 md:py-14">
        <div className="flex flex-col items-start gap-4">
          <p className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">نخدمكم منذ {BRAND.since}</p>
          <h1 className="text-3xl font-bold leading-tight md:text-5xl">{BRAND.name}</h1>
          <p className="max-w-xl text-lg text-white/90 md:text-xl">{BRAND.tagline}</p>
          <Button variant="secondary" size="lg" onClick={scrollToMenu}>
            تصفح القائمة
            <ChevronDown aria-hidden="true" />
          </Button>
        </div>
        <FeaturedCarousel />
      </div>
    </div>
  );
}
