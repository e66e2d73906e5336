import { soldAt } from "@shared/branches";
import { BranchFilter } from "@/components/public/branch-filter";
import { Skeleton } from "@/components/ui/skeleton";
import { useBranchFilter } from "@/hooks/use-branch-filter";
import { useQuery } from "@tanstack/react-query";
import { menuQuery } from "../api/menu-queries";
import { MenuItemCard } from "./menu-item-card";

export function MenuSection() {
  const menu = useQuery(menuQuery());
  const { branch } = useBranchFilter();
  const items = menu.data?.filter((item) => soldAt(item.branches, branch));
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
      <h2 className="mb-6 text-center text-3xl font-bold text-ink">قائمة الطعام</h2>
      <BranchFilter label="عرض قائمة فرع" anchor="menu" />
      {menu.isPending ? (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders have no identity of their own
            <div key={i} className="overflow-hidden rounded-2xl border border-neutral-200">
              <Skeleton className="aspect-[4/3] rounded-none" />
              <div className="space-y-3 p-4">
                <Skeleton className="h-6 w-2/3" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-1/2" />
              </div>
            </div>
          ))}
        </div>
      ) : menu.isError || !items?.length ? (
        <p className="py-10 text-center text-lg text-neutral-500">
          {branch && menu.data?.length ? `لا توجد أصناف متاحة في فرع ${branch} حالياً` : "لا توجد أصناف متاحة حالياً"}
        </p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <MenuItemCard key={item.id} item={item} />
          ))}
        </div>
      )}
    </div>
  );
}
