import { Tag } from "lucide-react";
import { OFFER_IMAGE_SIZES, OFFER_PHONE_MAX_WIDTH } from "@shared/schema/menu-images";
import type { OfferDto } from "@shared/api/offers.contract";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { discountPercent, formatPrice } from "@/lib/format";

/**
 * An offer as a card; its look is `.offer` (styles/index.css). Its photo loads lazily: the offers
 * start below the hero, and an eager one took a phone's bandwidth from the hero's picture.
 */
export function OfferCard({ offer }: { offer: OfferDto }) {
  const percent = discountPercent(offer.originalPrice, offer.discountedPrice);
  return (
    <article className="offer">
      <div>
        {offer.imageUrl ? (
          <ResponsiveImage
            src={offer.imageUrl}
            alt={offer.title}
            sizes={OFFER_IMAGE_SIZES}
            phoneMaxWidth={OFFER_PHONE_MAX_WIDTH}
          />
        ) : (
          <div className="offer-no-photo">
            <Tag className="size-12" aria-hidden="true" />
          </div>
        )}
        {percent !== null ? <span className="offer-off">{`خصم ${percent}%`}</span> : null}
      </div>
      <div>
        <h3>{offer.title}</h3>
        {offer.description ? <p>{offer.description}</p> : null}
        <p className="offer-price">
          <b>{formatPrice(offer.discountedPrice)}</b>
          {percent !== null ? (
            <del>
              <span className="sr-only">بدلاً من </span>
              {formatPrice(offer.originalPrice)}
            </del>
          ) : null}
        </p>
        {/* Its map pin is the stylesheet's (.offer-where::before): one drawing for every offer. */}
        <p className="offer-where">
          {offer.branches.length ? `متوفر في: ${offer.branches.join("، ")}` : "متوفر في جميع الفروع"}
        </p>
      </div>
    </article>
  );
}
