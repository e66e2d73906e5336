import { LazyCarousel as Carousel } from "@/components/ui/lazy-carousel";
import { soldAt } from "@shared/branches";
import { BranchFilter } from "@/components/public/branch-filter";
import { Skeleton } from "@/components/ui/skeleton";
import { useBranchFilter } from "@/hooks/use-branch-filter";
import { useQuery } from "@tanstack/react-query";
import { offersQuery } from "../api/offers-queries";
import { OfferCard } from "./offer-card";

// One slide on a phone, about two on a tablet, about three on a desktop.
const SLIDE = { base: "100%", md: "50%", lg: "calc(100% / 3)" };
const PER_VIEW = { base: 1, md: 2, lg: 3 };

export function OffersSection() {
  const offers = useQuery(offersQuery());
  const { branch } = useBranchFilter();
  const shown = offers.data?.filter((offer) => soldAt(offer.branches, branch));
  return (
    <div className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <h2 className="mb-6 text-center text-3xl font-bold text-ink">العروض</h2>
        <BranchFilter label="عرض عروض فرع" anchor="offers" />
        {offers.isPending ? (
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders have no identity of their own
              <div key={i} className={i === 0 ? "" : i === 1 ? "hidden md:block" : "hidden lg:block"}>
                <Skeleton className="aspect-[4/3] rounded-2xl" />
                <Skeleton className="mt-3 h-6 w-2/3" />
              </div>
            ))}
          </div>
        ) : offers.isError || !shown?.length ? (
          <p className="py-10 text-center text-lg text-neutral-500">
            {branch && offers.data?.length ? `لا توجد عروض متاحة في فرع ${branch} حالياً` : "لا توجد عروض متاحة حالياً"}
          </p>
        ) : (
          // Keyed by the branch: a new set of slides starts from the first.
          <Carousel key={branch ?? ""} label="شريط العروض" perView={PER_VIEW} slideWidth={SLIDE}>
            {shown.map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </Carousel>
        )}
      </div>
    </div>
  );
}
