import { soldAt } from "@shared/branches";
import type { MenuItemDto } from "@shared/api/menu.contract";
import { menuRoutes } from "@shared/api/menu.routes";
import { cn } from "@/components/ui/cn";
import { useBranches } from "@/hooks/use-branches";
import { useApiMutation } from "@/lib/api-mutation";
import { useActsAt } from "@/lib/staff-access";

const chip =
  "h-8 rounded-full border px-2.5 text-xs font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-50";
const on = "border-red-300 bg-red-50 text-red-800";
const off = "border-neutral-300 bg-white text-neutral-700 hover:bg-neutral-50";

/**
 * One tap per branch marks the dish «نفد اليوم» there (or lifts the mark); "كل الفروع" does every
 * branch it is sold at. The mark ends by itself when the branch opens on its next business day.
 * A branch manager gets the chips of their own branches only (the server refuses the others, and
 * "كل الفروع" spans branches that are not theirs).
 */
export function SoldOutToggles({ item }: { item: MenuItemDto }) {
  const mark = useApiMutation(menuRoutes, "soldOut", {
    success: (saved) =>
      saved.soldOutAt.length > 0
        ? `«${saved.name}» نفد اليوم في: ${saved.soldOutAt.join("، ")}`
        : `«${saved.name}» متوفر`,
    failure: "❌ خطأ في تحديث «نفد اليوم»",
    fallback: "فشل في تحديث «نفد اليوم»",
  });
  const actsAt = useActsAt();
  const branches = useBranches()
    .filter(({ name, slug }) => soldAt(item.branches, name) && actsAt(slug))
    .map(({ name }) => name);
  const allOut = branches.every((name) => item.soldOutAt.includes(name));
  const send = (branch: string | null, soldOut: boolean) =>
    mark.mutate({ params: { id: item.id }, body: { branch, soldOut } });

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's min-content width would stop the chips wrapping; the group role names them the same way
    <div role="group" aria-label={`نفد اليوم: ${item.name}`} className="flex max-w-72 flex-wrap gap-1">
      {branches.map((name) => {
        const out = item.soldOutAt.includes(name);
        return (
          <button
            key={name}
            type="button"
            aria-pressed={out}
            aria-label={`${name}: نفد اليوم`}
            disabled={mark.isPending}
            className={cn(chip, out ? on : off)}
            onClick={() => send(name, !out)}
          >
            {name}
          </button>
        );
      })}
      {branches.length > 1 && actsAt(null) ? (
        <button
          type="button"
          aria-pressed={allOut}
          aria-label="كل الفروع: نفد اليوم"
          disabled={mark.isPending}
          className={cn(chip, allOut ? on : off)}
          onClick={() => send(null, !allOut)}
        >
          كل الفروع
        </button>
      ) : null}
    </div>
  );
}
