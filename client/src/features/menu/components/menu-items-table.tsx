import { Star } from "lucide-react";
import type { MenuItemDto } from "@shared/schema/menu-forms";
import { DeleteRowButton, EditRowButton, VisibilityRowButton } from "@/components/admin/row-action-buttons";
import { RowThumbnail } from "@/components/admin/row-thumbnail";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { formatPrice } from "@/lib/format";
import { useUpdateMenuItem } from "../api/update-menu-item";

export type MenuItemsTableProps = {
  items: MenuItemDto[];
  onEdit: (item: MenuItemDto) => void;
  onDelete: (item: MenuItemDto) => void;
};

export function MenuItemsTable({ items, onEdit, onDelete }: MenuItemsTableProps) {
  const update = useUpdateMenuItem();
  const toggleActive = (item: MenuItemDto) =>
    update.mutate(
      { id: item.id, changes: { isActive: !item.isActive } },
      { onSuccess: (saved) => toast({ title: saved.isActive ? "تم إظهار الصنف" : "تم إخفاء الصنف" }) },
    );
  const toggleFeatured = (item: MenuItemDto) =>
    update.mutate(
      { id: item.id, changes: { isFeatured: !item.isFeatured } },
      { onSuccess: (saved) => toast({ title: saved.isFeatured ? "تم تمييز الصنف" : "تم إلغاء تمييز الصنف" }) },
    );

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

/** An item with only the plain price shows that price here, as the public menu does (SPEC.md 9 display priority). */
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
