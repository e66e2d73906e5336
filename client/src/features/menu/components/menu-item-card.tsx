import { MapPin, UtensilsCrossed } from "lucide-react";
import type { MenuItemDto } from "@shared/api/menu.contract";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { formatPrice } from "@/lib/format";

function PriceLine({ label, price, ingredients }: { label: string; price: string | null; ingredients: string | null }) {
  if (!price && !ingredients) return null;
  return (
    <div className="rounded-xl bg-brand-50 p-3">
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-semibold text-ink">{label}</span>
        {price ? <span className="text-lg font-bold text-brand-700">{formatPrice(price)}</span> : null}
      </div>
      {ingredients ? <p className="mt-1 text-sm text-neutral-600">{ingredients}</p> : null}
    </div>
  );
}

export function MenuItemCard({ item }: { item: MenuItemDto }) {
  const hasVariants = item.sandwichPrice || item.mealPrice || item.sandwichIngredients || item.mealIngredients;
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm">
      {item.imageUrl ? (
        <ResponsiveImage src={item.imageUrl} alt={item.name} />
      ) : (
        <div className="flex aspect-[4/3] items-center justify-center bg-brand-50 text-brand-300">
          <UtensilsCrossed className="size-12" aria-hidden="true" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 className="text-xl font-bold text-ink">{item.name}</h3>
          {item.ingredients ? <p className="mt-1 text-sm text-neutral-500">{item.ingredients}</p> : null}
        </div>
        {hasVariants ? (
          <>
            <PriceLine label="ساندويش" price={item.sandwichPrice} ingredients={item.sandwichIngredients} />
            <PriceLine label="وجبة" price={item.mealPrice} ingredients={item.mealIngredients} />
          </>
        ) : item.price ? (
          <p className="text-lg font-bold text-brand-700">{formatPrice(item.price)}</p>
        ) : null}
        <p className="mt-auto flex items-center gap-1.5 text-sm text-neutral-600">
          <MapPin className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
          {item.branches.length ? `متوفر في: ${item.branches.join("، ")}` : "متوفر في جميع الفروع"}
        </p>
      </div>
    </article>
  );
}
