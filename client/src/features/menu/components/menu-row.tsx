import { UtensilsCrossed } from "lucide-react";
import { useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { MenuRowDto } from "@shared/api/menu.contract";
import { thumbnailUrl } from "@shared/schema/menu-images";
import { DishActions } from "@/components/public/dish-actions";
import { formatPrice } from "@/lib/format";
import { heldTap } from "@/lib/held-tap";
import { menuDetailsQuery } from "../api/menu-queries";
import { useNearScreen } from "./use-near-screen";

function Price({ label, price }: { label: string; price: string | null }) {
  if (!price) return null;
  return (
    <span>
      {`${label} `}
      <b>{formatPrice(price)}</b>
    </span>
  );
}

/**
 * A dish as one compact item of the menu's list: thumbnail, name, sandwich and meal prices, badges.
 * The name is the button that opens the dish; its tap area is stretched over the whole row, which
 * the name's heading names. The home page lists every dish, so a row's look is one class (`.dish`
 * in styles/index.css, the thumbnail's 80 px box and the prices' line included), not a dozen
 * utilities per element, and its thumbnail is the 240 px variant alone (enough for a 3x screen).
 * The thumbnail shows (and so loads) once the row comes within half a screen of view: the browser's
 * own lazy loading reaches 1,250 to 2,500 px ahead and would fetch a dozen rows nobody scrolled to.
 */
export function MenuRow({ item, soldOut, onOpen }: { item: MenuRowDto; soldOut: boolean; onOpen: () => void }) {
  const onlyPlainPrice = !item.sandwichPrice && !item.mealPrice;
  // The sheet's own fields start loading as the finger lands (or focus arrives), before the tap ends.
  const queryClient = useQueryClient();
  const prefetch = () => void queryClient.prefetchQuery(menuDetailsQuery());
  const photo = useRef<HTMLSpanElement>(null);
  const near = useNearScreen(photo);
  return (
    <li className={soldOut ? "dish dish-sold-out" : "dish"}>
      {item.imageUrl ? (
        <span className="dish-photo" ref={photo} data-near={near ? "" : undefined}>
          <img src={thumbnailUrl(item.imageUrl)} alt="" loading="lazy" />
        </span>
      ) : (
        <div className="dish-no-photo">
          <UtensilsCrossed className="size-8" aria-hidden="true" />
        </div>
      )}
      <div>
        <div>
          <h4>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={onOpen}
              onPointerDown={prefetch}
              onFocus={prefetch}
              {...heldTap("dish", item.id)}
            >
              {item.name}
            </button>
          </h4>
          {item.featuredRank !== null ? <span className="tag tag-featured">مميز</span> : null}
          {soldOut ? <span className="tag tag-sold-out">نفد اليوم</span> : null}
        </div>
        {item.ingredients ? <p className="mt-0.5 line-clamp-1 text-sm text-neutral-600">{item.ingredients}</p> : null}
        <p>
          <Price label="ساندويش" price={item.sandwichPrice} />
          <Price label="وجبة" price={item.mealPrice} />
          {onlyPlainPrice ? <Price label="السعر" price={item.price} /> : null}
        </p>
      </div>
      <DishActions dish={item} soldOut={soldOut} where="row" />
    </li>
  );
}
