import { lazy, Suspense } from "react";
import { useQuery } from "@tanstack/react-query";
import { HeroSection } from "@/features/menu/components/hero-section";
import { OffersSection } from "@/features/offers/components/offers-section";
import { ContactSection } from "@/features/social/components/contact-section";
import { LotteryPopup } from "@/features/lottery/components/lottery-popup";
import { siteSettingsQuery } from "@/features/site-settings/api/site-settings-queries";
import { PublicLayout } from "../layout/public-layout";
import { useSectionFromHash } from "./use-section-from-hash";
import { deferred, SECTION_PLACEHOLDER } from "@/components/public/deferred";
import { type DishActionProps, DishActionsProvider } from "@/components/public/dish-actions";

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

// «أضف للطلب» loads with the menu's rows, not in the first script every public page shares.
const AddToOrder = lazy(() =>
  import("@/features/orders/components/add-to-order").then((m) => ({ default: m.AddToOrder })),
);
// The cart's corner (it loads the bar once the cart holds a dish) also after the page.
const CartCorner = lazy(() =>
  import("@/features/orders/components/cart-corner").then((m) => ({ default: m.CartCorner })),
);

function DishOrderActions(props: DishActionProps) {
  return (
    <Suspense fallback={null}>
      <AddToOrder {...props} />
    </Suspense>
  );
}

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
        <DishActionsProvider value={DishOrderActions}>
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
      <Suspense fallback={null}>
        <CartCorner />
      </Suspense>
      <LotteryPopup showPopup={settings.data?.showLotteryPopup === true} />
    </PublicLayout>
  );
}
