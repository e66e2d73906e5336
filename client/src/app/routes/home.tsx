import { useQuery } from "@tanstack/react-query";
import { HeroSection } from "@/features/menu/components/hero-section";
import { OffersSection } from "@/features/offers/components/offers-section";
import { ContactSection } from "@/features/social/components/contact-section";
import { LotteryPopup } from "@/features/lottery/components/lottery-popup";
import { siteSettingsQuery } from "@/features/site-settings/api/site-settings-queries";
import { PublicLayout } from "../layout/public-layout";
import { useSectionFromHash } from "./use-section-from-hash";
import { deferred, SECTION_PLACEHOLDER } from "@/components/public/deferred";
import { DishActionsProvider } from "@/components/public/dish-actions";
import { AddToOrder } from "@/features/orders/components/add-to-order";
import { CartCorner } from "@/features/orders/components/cart-corner";

// Below the fold: each section's code loads after the page has hydrated, not inside the first
// script every public page shares (the server has drawn them; they hydrate when their code arrives).
const MenuSection = deferred(
  () => import("@/features/menu/components/menu-section").then((m) => m.MenuSection),
  SECTION_PLACEHOLDER,
);
const BranchesSection = deferred(
  () => import("@/features/branches/components/branches-section").then((m) => m.BranchesSection),
  SECTION_PLACEHOLDER,
);
const ReviewsSection = deferred(
  () => import("@/features/reviews/components/reviews-section").then((m) => m.ReviewsSection),
  SECTION_PLACEHOLDER,
);
const ReelsSection = deferred(
  () => import("@/features/reels/components/reels-section").then((m) => m.ReelsSection),
  SECTION_PLACEHOLDER,
);

const SECTION_IDS = ["home", "offers", "menu", "contact", "branches", "reviews", "reels"] as const;

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
        {/* The menu's dishes get «أضف للطلب» from the orders feature. */}
        <DishActionsProvider value={AddToOrder}>
          <MenuSection />
        </DishActionsProvider>
      </section>
      <section id="contact" aria-label="تواصل معنا">
        <ContactSection />
        <div id="branches">
          <BranchesSection />
        </div>
      </section>
      <section id="reviews" aria-label="آراء العملاء">
        <ReviewsSection />
      </section>
      <section id="reels" aria-label="فيديوهات العملاء">
        <ReelsSection />
      </section>
      <CartCorner />
      <LotteryPopup showPopup={settings.data?.showLotteryPopup === true} />
    </PublicLayout>
  );
}
