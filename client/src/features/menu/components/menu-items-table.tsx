import { Fragment } from "react";
import { Star } from "lucide-react";
import type { MenuCategoryDto, MenuItemDto } from "@shared/api/menu.contract";
import { MoveButtons } from "@/components/admin/move-buttons";
import { EditRowButton, VisibilityRowButton } from "@/components/admin/row-action-buttons";
import { RowThumbnail } from "@/components/admin/row-thumbnail";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useApiMutation } from "@/lib/api-mutation";
import { formatPrice } from "@/lib/format";
import { useMayCall } from "@/lib/staff-access";
import { menuRoutes } from "@shared/api/menu.routes";
import { DeleteMenuItemButton } from "./delete-menu-item-button";
import { SoldOutToggles } from "./sold-out-toggles";

export type MenuItemsTableProps = {
  categories: MenuCategoryDto[];
  items: MenuItemDto[];
  onEdit: (item: MenuItemDto) => void;
};

const READ_COLUMNS = ["الصورة", "الاسم", "سعر الساندويش", "سعر الوجبة", "نفد اليوم", "الحالة", "مميز"];
const EDIT_COLUMNS = ["الترتيب", "الإجراءات"];

/**
 * The dishes by category, in the order visitors see them. Ordering, featuring, hiding, editing and
 * deleting are offered to the roles the route table admits (the owner); a branch manager sees the
 * dishes and marks them sold out.
 */
export function MenuItemsTable({ categories, items, onEdit }: MenuItemsTableProps) {
  const mayEdit = useMayCall(menuRoutes.update);
  const mayMove = useMayCall(menuRoutes.move);
  const mayRemove = useMayCall(menuRoutes.remove);
  const columns = mayEdit || mayMove || mayRemove ? [...READ_COLUMNS, ...EDIT_COLUMNS] : READ_COLUMNS;
  const report = { failure: "❌ خطأ في تحديث الصنف", fallback: "فشل في تحديث الصنف" };
  const showOrHide = useApiMutation(menuRoutes, "update", {
    ...report,
    success: (saved) => (saved.isActive ? "تم إظهار الصنف" : "تم إخفاء الصنف"),
  });
  const feature = useApiMutation(menuRoutes, "update", {
    ...report,
    success: (saved) => (saved.isFeatured ? "تم تمييز الصنف" : "تم إلغاء تمييز الصنف"),
  });
  const move = useApiMutation(menuRoutes, "move", { failure: "فشل تغيير الترتيب" });
  const groups = categories
    .map((category) => ({ category, dishes: items.filter((item) => item.categoryId === category.id) }))
    .filter((group) => group.dishes.length > 0);

  return (
    <Table>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {groups.map(({ category, dishes }) => (
          <Fragment key={category.id}>
            <TableRow className="bg-neutral-50">
              <TableCell colSpan={columns.length} className="font-bold text-brand-800">
                {category.name}
                {category.isActive ? null : <span className="ms-2 text-sm font-normal text-neutral-500">(مخفي)</span>}
              </TableCell>
            </TableRow>
            {dishes.map((item, index) => (
              <TableRow key={item.id}>
                <TableCell>
                  <RowThumbnail src={item.imageUrl} />
                </TableCell>
                <TableCell className="min-w-32 font-semibold wrap-anywhere">{item.name}</TableCell>
                <TableCell className="whitespace-nowrap">
                  <SandwichPrice item={item} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatPrice(item.mealPrice) || "—"}</TableCell>
                <TableCell>
                  <SoldOutToggles item={item} />
                </TableCell>
                <TableCell>
                  <Badge variant={item.isActive ? "success" : "muted"}>{item.isActive ? "ظاهر" : "مخفي"}</Badge>
                </TableCell>
                <TableCell>
                  {mayEdit ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-pressed={item.isFeatured}
                      aria-label={item.isFeatured ? `إلغاء تمييز ${item.name}` : `تمييز ${item.name}`}
                      onClick={() =>
                        feature.mutate({ params: { id: item.id }, body: { isFeatured: !item.isFeatured } })
                      }
                    >
                      <FeaturedStar featured={item.isFeatured} />
                    </Button>
                  ) : item.isFeatured ? (
                    <span className="inline-flex" title="مميز">
                      <FeaturedStar featured />
                      <span className="sr-only">مميز</span>
                    </span>
                  ) : null}
                </TableCell>
                {columns.length > READ_COLUMNS.length ? (
                  <>
                    <TableCell>
                      {mayMove ? (
                        <MoveButtons
                          name={item.name}
                          first={index === 0}
                          last={index === dishes.length - 1}
                          pending={move.isPending}
                          onMove={(direction) => move.mutate({ params: { id: item.id }, body: { direction } })}
                        />
                      ) : null}
                    </TableCell>
                    <TableCell>
                      <div className="flex items-center gap-1">
                        {mayEdit ? (
                          <>
                            <VisibilityRowButton
                              name={item.name}
                              visible={item.isActive}
                              onClick={() =>
                                showOrHide.mutate({ params: { id: item.id }, body: { isActive: !item.isActive } })
                              }
                            />
                            <EditRowButton name={item.name} onClick={() => onEdit(item)} />
                          </>
                        ) : null}
                        {mayRemove ? <DeleteMenuItemButton item={item} /> : null}
                      </div>
                    </TableCell>
                  </>
                ) : null}
              </TableRow>
            ))}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
}

function FeaturedStar({ featured }: { featured: boolean }) {
  return (
    <Star
      className={cn("size-5", featured ? "fill-amber-400 text-amber-500" : "text-neutral-400")}
      aria-hidden="true"
    />
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
