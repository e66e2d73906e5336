import { LazyCarousel as Carousel } from "@/components/ui/lazy-carousel";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { Skeleton } from "@/components/ui/skeleton";
import { displayPrice, formatPrice } from "@/lib/format";
import { heroDishes } from "@shared/featured-dishes";
import { soldAt } from "@shared/branches";
import { useBranchFilter } from "@/hooks/use-branch-filter";
import { FEATURED_IMAGE_SIZES } from "@shared/schema/menu-images";
import { useQuery } from "@tanstack/react-query";
import { menuQuery } from "../api/menu-queries";

// About 2.5 slides on a phone, 4.5 on a desktop: the cut-off card hints at more.
const SLIDE = { base: "40%", md: "28%", lg: "22%" };
const PER_VIEW = { base: 2.5, md: 3.5, lg: 4.5 };

export function FeaturedCarousel() {
  // The menu section's read: the page carries each dish once, and the hero picks its own, among the
  // dishes sold at the branch the visitor chose.
  const { branch } = useBranchFilter();
  const featured = useQuery({
    ...menuQuery(),
    select: (menu) => heroDishes(menu.dishes.filter((item) => soldAt(item.branches, branch))),
  });
  if (featured.isPending) {
    return (
      <div className="flex gap-4 overflow-hidden" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders have no identity of their own
          <Skeleton key={i} className="aspect-square w-[40%] shrink-0 rounded-2xl bg-white/20 md:w-[22%]" />
        ))}
      </div>
    );
  }
  const items = featured.data ?? [];
  if (items.length === 0) return null;
  return (
    <div>
      <h2 className="mb-3 text-xl font-bold">أطباقنا المميزة</h2>
      <Carousel label="شريط الأطباق المميزة" perView={PER_VIEW} slideWidth={SLIDE} tone="dark">
        {items.map((item, index) => {
          const price = displayPrice(item);
          return (
            <article key={item.id} className="featured">
              <div>
                <ResponsiveImage
                  src={item.imageUrl!}
                  alt={item.name}
                  // The two cards a phone shows whole are the page's largest pictures on first view (the
                  // second can be a fraction of a pixel larger, and so the LCP); the third, cut off, and
                  // the rest load lazily, so they do not share a phone's bandwidth with those two.
                  priority={index < 2}
                  sizes={FEATURED_IMAGE_SIZES}
                />
                <span className="tag">مميز</span>
              </div>
              {/* Wraps rather than cutting: a long dish name ("وجبة عائلية 12 قطعة…") shows whole on a phone's
                  narrow card. Cards in a row share one height, the price at the foot of each. */}
              <div>
                <h3>{item.name}</h3>
                {price ? <p>{formatPrice(price)}</p> : null}
              </div>
            </article>
          );
        })}
      </Carousel>
    </div>
  );
}
