import { MapPin, Tag } from "lucide-react";
import { OFFER_IMAGE_SIZES } from "@shared/schema/menu-images";
import type { OfferDto } from "@shared/api/offers.contract";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { discountPercent, formatPrice } from "@/lib/format";

/** `first`: the first slide's photo, loaded at once (the offers sit just below the hero on a phone). */
export function OfferCard({ offer, first = false }: { offer: OfferDto; first?: boolean }) {
  const percent = discountPercent(offer.originalPrice, offer.discountedPrice);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-md">
      <div className="relative">
        {offer.imageUrl ? (
          <ResponsiveImage src={offer.imageUrl} alt={offer.title} eager={first} sizes={OFFER_IMAGE_SIZES} />
        ) : (
          <div className="flex aspect-[4/3] items-center justify-center bg-brand-100 text-brand-400">
            <Tag className="size-12" aria-hidden="true" />
          </div>
        )}
        {percent !== null ? (
          <span className="absolute end-3 top-3 rounded-full bg-red-600 px-3 py-1 text-sm font-bold text-white shadow">
            خصم {percent}%
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-xl font-bold text-ink">{offer.title}</h3>
        {offer.description ? <p className="text-sm text-neutral-600">{offer.description}</p> : null}
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span className="text-2xl font-bold text-brand-700">{formatPrice(offer.discountedPrice)}</span>
          {percent !== null ? (
            <del className="text-neutral-500">
              <span className="sr-only">بدلاً من </span>
              {formatPrice(offer.originalPrice)}
            </del>
          ) : null}
        </p>
        <p className="mt-auto flex items-center gap-1.5 text-sm text-neutral-600">
          <MapPin className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
          {offer.branches.length ? `متوفر في: ${offer.branches.join("، ")}` : "متوفر في جميع الفروع"}
        </p>
      </div>
    </article>
  );
}
