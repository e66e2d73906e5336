import { useState } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { UtensilsCrossed, X } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import type { MenuRowDto } from "@shared/api/menu.contract";
import { ALLERGEN_LABELS } from "@shared/schema/enums";
import { DishActions } from "@/components/public/dish-actions";
import { cn } from "@/components/ui/cn";
import { closeButtonClasses, DialogDescription, DialogTitle, overlayClasses } from "@/components/ui/dialog";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { useReturnFocus } from "@/components/ui/return-focus";
import { Skeleton } from "@/components/ui/skeleton";
import { formatPrice } from "@/lib/format";
import { menuDetailsQuery } from "../api/menu-queries";
import { countOf } from "@/lib/arabic-count";
import { useBranches } from "@/hooks/use-branches";
import { availabilityLines } from "./dish-availability";

const CALORIES = {
  zero: "لا سعرات حرارية",
  one: "سعرة حرارية واحدة",
  two: "سعرتان حراريتان",
  few: "{n} سعرات حرارية",
  many: "{n} سعرة حرارية",
  other: "{n} سعرة حرارية",
};

type DishSheetProps = {
  item: MenuRowDto | null;
  /** The branch the visitor chose, if any: the sheet says what is true there. */
  branch: string | undefined;
  /** Sold out today where the visitor looks (the chosen branch, or every branch the dish is sold at). */
  soldOut: boolean;
  onClose: () => void;
};

// A bottom sheet on a phone (thumb reach), a centred panel from the small breakpoint up.
const PANEL =
  "fixed inset-x-0 bottom-0 z-50 mx-auto max-h-[88vh] w-full overflow-y-auto rounded-t-3xl bg-white text-ink shadow-xl " +
  "transition-[opacity,translate] duration-200 starting:translate-y-8 starting:opacity-0 focus:outline-none " +
  "sm:top-1/2 sm:bottom-auto sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-y-1/2 sm:rounded-2xl";

function Size({
  label,
  price,
  ingredients,
  calories,
}: {
  label: string;
  price: string | null;
  ingredients: string | null;
  calories: number | null;
}) {
  if (!price && !ingredients && calories === null) return null;
  return (
    <div className="rounded-xl bg-brand-50 p-3">
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-semibold text-ink">{label}</span>
        {price ? <span className="text-lg font-bold text-brand-700">{formatPrice(price)}</span> : null}
      </div>
      {ingredients ? <p className="mt-1 text-sm text-neutral-700">{ingredients}</p> : null}
      {calories !== null ? <p className="mt-1 text-sm text-neutral-700">{countOf(calories, CALORIES)}</p> : null}
    </div>
  );
}

/** A dish in full: the large photo, ingredients, calories and allergens; open while a dish is selected. */
export function DishSheet({ item, branch, soldOut, onClose }: DishSheetProps) {
  const branchNames = useBranches().map((entry) => entry.name);
  const [last, setLast] = useState(item);
  if (item && item !== last) setLast(item);
  const dish = item ?? last;
  // Each size's ingredients and calories and the allergens come with the details read; the row's
  // fields show at once.
  const details = useQuery(menuDetailsQuery());
  const more = dish ? details.data?.find((d) => d.id === dish.id) : undefined;
  // Focus goes back to the row that opened the sheet.
  const focus = useReturnFocus(undefined, undefined);
  return (
    <DialogPrimitive.Root open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClasses} />
        <DialogPrimitive.Content className={PANEL} {...focus}>
          {dish ? (
            <>
              {dish.imageUrl ? (
                <ResponsiveImage src={dish.imageUrl} alt={dish.name} sizes="(min-width: 640px) 512px, 100vw" eager />
              ) : (
                <div className="flex aspect-[4/3] items-center justify-center bg-brand-50 text-brand-300">
                  <UtensilsCrossed className="size-12" aria-hidden="true" />
                </div>
              )}
              <div className="space-y-3 p-5">
                <div className="space-y-1.5">
                  <DialogTitle>{dish.name}</DialogTitle>
                  <DialogDescription className={dish.ingredients ? "text-neutral-700" : "sr-only"}>
                    {dish.ingredients ?? `تفاصيل ${dish.name}`}
                  </DialogDescription>
                </div>
                {soldOut ? <p className="font-bold text-red-700">نفد اليوم</p> : null}
                <Size
                  label="ساندويش"
                  price={dish.sandwichPrice}
                  ingredients={more?.sandwichIngredients ?? null}
                  calories={more?.sandwichCalories ?? null}
                />
                <Size
                  label="وجبة"
                  price={dish.mealPrice}
                  ingredients={more?.mealIngredients ?? null}
                  calories={more?.mealCalories ?? null}
                />
                {details.isPending ? (
                  <div role="status" aria-label="جارٍ تحميل تفاصيل الصنف" className="space-y-2">
                    <Skeleton className="h-4 w-3/4" />
                    <Skeleton className="h-4 w-1/2" />
                  </div>
                ) : null}
                {!dish.sandwichPrice && !dish.mealPrice && dish.price ? (
                  <p className="text-lg font-bold text-brand-700">{formatPrice(dish.price)}</p>
                ) : null}
                <DishActions dish={dish} soldOut={soldOut} where="sheet" />
                {more && more.allergens.length > 0 ? (
                  <p className="text-sm text-ink">
                    <span className="font-semibold">مسببات الحساسية: </span>
                    {more.allergens.map((allergen) => ALLERGEN_LABELS[allergen]).join("، ")}
                  </p>
                ) : null}
                {availabilityLines(dish, branch, branchNames).map((line) => (
                  <p key={line} className="text-sm text-neutral-700">
                    {line}
                  </p>
                ))}
              </div>
            </>
          ) : null}
          <DialogPrimitive.Close className={cn(closeButtonClasses, "bg-white/90 text-ink")} aria-label="إغلاق">
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
