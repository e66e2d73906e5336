import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { Plus } from "lucide-react";
import type { MenuItemDto } from "@shared/api/menu.contract";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useQuery } from "@tanstack/react-query";
import { useMayCall } from "@/lib/staff-access";
import { menuRoutes } from "@shared/api/menu.routes";
import { adminCategoriesQuery, adminMenuQuery } from "../api/menu-queries";
import { MenuCategoriesPanel } from "./menu-categories-panel";
import { MenuItemDialog } from "./menu-item-dialog";
import { MenuItemsTable } from "./menu-items-table";
import { SearchSpellingsPanel } from "./search-spellings-panel";

export function AdminMenuPage() {
  const items = useQuery(adminMenuQuery());
  const categories = useQuery(adminCategoriesQuery());
  const [dialog, setDialog] = useState<{ open: boolean; item: MenuItemDto | null }>({ open: false, item: null });
  // A branch manager marks what sold out at their branches; adding dishes and categories is the owner's.
  const mayAdd = useMayCall(menuRoutes.create);
  const mayEditCategories = useMayCall(menuRoutes.updateCategory);
  const mayEditSpellings = useMayCall(menuRoutes.updateSearchSpellings);

  return (
    <AdminPage
      title="الأصناف"
      description={
        mayAdd
          ? "أضف الأطباق ورتّبها في تصنيفات، وعدّل أسعارها، وحدد ما يظهر منها للزوار وما نفد اليوم في كل فرع."
          : "حدد ما نفد اليوم من الأطباق في فروعك؛ تعود متوفرة وحدها عند فتح الفرع في يوم عمله التالي."
      }
      actions={
        mayAdd ? (
          <Button onClick={() => setDialog({ open: true, item: null })}>
            <Plus aria-hidden="true" />
            إضافة صنف
          </Button>
        ) : null
      }
    >
      {mayEditCategories ? <MenuCategoriesPanel categories={categories.data ?? []} items={items.data ?? []} /> : null}
      {items.isPending || categories.isPending ? (
        <div className="space-y-2">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders have no identity of their own
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : items.isError || categories.isError ? (
        <p className="text-red-600">تعذر تحميل الأصناف</p>
      ) : items.data.length === 0 ? (
        <p className="py-10 text-center text-neutral-500">لا توجد أصناف بعد. أضف أول صنف.</p>
      ) : (
        <MenuItemsTable
          categories={categories.data}
          items={items.data}
          onEdit={(item) => setDialog({ open: true, item })}
        />
      )}
      {mayEditSpellings ? <SearchSpellingsPanel /> : null}
      <MenuItemDialog open={dialog.open} item={dialog.item} onClose={() => setDialog({ open: false, item: null })} />
    </AdminPage>
  );
}
