import { useQuery } from "@tanstack/react-query";
import { HeroSection } from "@/features/menu/components/hero-section";
import { MenuSection } from "@/features/menu/components/menu-section";
import { OffersSection } from "@/features/offers/components/offers-section";
import { LazyBranchesSection } from "@/features/branches/components/lazy-branches-section";
import { ContactSection } from "@/features/social/components/contact-section";
import { ReviewsSection } from "@/features/reviews/components/reviews-section";
import { ReelsSection } from "@/features/reels/components/reels-section";
import { LotteryPopup } from "@/features/lottery/components/lottery-popup";
import { siteSettingsQuery } from "@/features/site-settings/api/site-settings-queries";
import { PublicLayout } from "../layout/public-layout";
import { useSectionFromHash } from "./use-section-from-hash";

const SECTION_IDS = ["home", "offers", "menu", "contact", "reviews", "reels"] as const;

/**
 * Sections in a fixed order (hero, offers, menu, contact, reviews, reels); each wrapper carries the scroll anchor the header links use
 * (they land under the sticky header through the page's scroll-padding-top).
 */
export function HomePage() {
  useSectionFromHash(SECTION_IDS);
  const settings = useQuery(siteSettingsQuery());
  return (
    <PublicLayout>
      <section id="home" aria-label="الرئيسية">
        <HeroSection />
      </section>
      <section id="offers" aria-label="العروض">
        <OffersSection />
      </section>
      <section id="menu" aria-label="قائمة الطعام">
        <MenuSection />
      </section>
      <section id="contact" aria-label="تواصل معنا">
        <ContactSection />
        <LazyBranchesSection />
      </section>
      <section id="reviews" aria-label="آراء العملاء">
        <ReviewsSection />
      </section>
      <section id="reels" aria-label="فيديوهات العملاء">
        <ReelsSection />
      </section>
      <LotteryPopup showPopup={settings.data?.showLotteryPopup === true} />
    </PublicLayout>
  );
}
