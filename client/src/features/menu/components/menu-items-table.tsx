import { Star } from "lucide-react";
import type { MenuItemDto } from "@shared/api/menu.contract";
import { DeleteRowButton, EditRowButton, VisibilityRowButton } from "@/components/admin/row-action-buttons";
import { RowThumbnail } from "@/components/admin/row-thumbnail";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useApiMutation } from "@/lib/api-mutation";
import { formatPrice } from "@/lib/format";
import { menuRoutes } from "@shared/api/menu.routes";

export type MenuItemsTableProps = {
  items: MenuItemDto[];
  onEdit: (item: MenuItemDto) => void;
  onDelete: (item: MenuItemDto) => void;
};

export function MenuItemsTable({ items, onEdit, onDelete }: MenuItemsTableProps) {
  const report = { failure: "❌ خطأ في تحديث الصنف", fallback: "فشل في تحديث الصنف" };
  const showOrHide = useApiMutation(menuRoutes, "update", {
    ...report,
    success: (saved) => (saved.isActive ? "تم إظهار الصنف" : "تم إخفاء الصنف"),
  });
  const feature = useApiMutation(menuRoutes, "update", {
    ...report,
    success: (saved) => (saved.isFeatured ? "تم تمييز الصنف" : "تم إلغاء تمييز الصنف"),
  });
  const toggleActive = (item: MenuItemDto) =>
    showOrHide.mutate({ params: { id: item.id }, body: { isActive: !item.isActive } });
  const toggleFeatured = (item: MenuItemDto) =>
    feature.mutate({ params: { id: item.id }, body: { isFeatured: !item.isFeatured } });

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>الصورة</TableHead>
          <TableHead>الاسم</TableHead>
          <TableHead>سعر الساندويش</TableHead>
          <TableHead>سعر الوجبة</TableHead>
          <TableHead>الحالة</TableHead>
          <TableHead>مميز</TableHead>
          <TableHead>الإجراءات</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell>
              <RowThumbnail src={item.imageUrl} />
            </TableCell>
            <TableCell className="min-w-36 font-semibold">{item.name}</TableCell>
            <TableCell className="whitespace-nowrap">
              <SandwichPrice item={item} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatPrice(item.mealPrice) || "—"}</TableCell>
            <TableCell>
              <Badge variant={item.isActive ? "success" : "muted"}>{item.isActive ? "ظاهر" : "مخفي"}</Badge>
            </TableCell>
            <TableCell>
              <Button
                variant="ghost"
                size="icon"
                aria-pressed={item.isFeatured}
                aria-label={item.isFeatured ? `إلغاء تمييز ${item.name}` : `تمييز ${item.name}`}
                onClick={() => toggleFeatured(item)}
              >
                <Star
                  className={cn("size-5", item.isFeatured ? "fill-amber-400 text-amber-500" : "text-neutral-400")}
                  aria-hidden="true"
                />
              </Button>
            </TableCell>
            <TableCell>
              <div className="flex items-center gap-1">
                <VisibilityRowButton name={item.name} visible={item.isActive} onClick={() => toggleActive(item)} />
                <EditRowButton name={item.name} onClick={() => onEdit(item)} />
                <DeleteRowButton name={item.name} onClick={() => onDelete(item)} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** An item with only the plain price shows that price here, as the public menu does (same display priority). */
function SandwichPrice({ item }: { item: MenuItemDto }) {
  if (item.sandwichPrice) return <>{formatPrice(item.sandwichPrice)}</>;
  if (!item.mealPrice && item.price) {
    return (
      <>
        {formatPrice(item.price)} <span className="text-xs text-neutral-500">(سعر موحد)</span>
      </>
    );
  }
  return <>—</>;
}
