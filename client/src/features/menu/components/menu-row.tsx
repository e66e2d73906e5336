import { UtensilsCrossed } from "lucide-react";
import type { MenuItemDto } from "@shared/api/menu.contract";
import { imageSrcSet } from "@shared/schema/menu-images";
import { cn } from "@/components/ui/cn";
import { formatPrice } from "@/lib/format";
import { heldTap } from "@/lib/held-tap";

function Price({ label, price }: { label: string; price: string | null }) {
  if (!price) return null;
  return (
    <span className="whitespace-nowrap">
      {label} <span className="font-bold text-brand-700">{formatPrice(price)}</span>
    </span>
  );
}

/**
 * A dish as one compact row: thumbnail, name, sandwich and meal prices, badges. The name is the
 * button that opens the dish; its tap area is stretched over the whole row.
 */
export function MenuRow({ item, soldOut, onOpen }: { item: MenuItemDto; soldOut: boolean; onOpen: () => void }) {
  const titleId = `dish-${item.id}`;
  const onlyPlainPrice = !item.sandwichPrice && !item.mealPrice;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "relative flex items-center gap-3 rounded-2xl border border-neutral-200 bg-white p-2.5 transition-colors hover:border-brand-300",
        soldOut && "bg-neutral-50",
      )}
    >
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          srcSet={imageSrcSet(item.imageUrl)}
          sizes="80px"
          alt=""
          width={80}
          height={80}
          loading="lazy"
          decoding="async"
          className={cn("size-20 shrink-0 rounded-xl bg-neutral-100 object-cover", soldOut && "opacity-50 grayscale")}
        />
      ) : (
        <div className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-300">
          <UtensilsCrossed className="size-8" aria-hidden="true" />
        </div>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <h4 id={titleId} className={cn("font-bold text-ink", soldOut && "text-neutral-600")}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={onOpen}
              {...heldTap("dish", item.id)}
              className="text-start after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-500"
            >
              {item.name}
            </button>
          </h4>
          {item.isFeatured ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">مميز</span>
          ) : null}
          {soldOut ? (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">نفد اليوم</span>
          ) : null}
        </div>
        {item.ingredients ? <p className="mt-0.5 line-clamp-1 text-sm text-neutral-600">{item.ingredients}</p> : null}
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-neutral-700">
          <Price label="ساندويش" price={item.sandwichPrice} />
          <Price label="وجبة" price={item.mealPrice} />
          {onlyPlainPrice ? <Price label="السعر" price={item.price} /> : null}
        </p>
      </div>
    </article>
  );
}
