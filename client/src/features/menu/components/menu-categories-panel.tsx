import { useState } from "react";
import { Plus } from "lucide-react";
import type { MenuCategoryDto, MenuItemDto } from "@shared/api/menu.contract";
import { menuRoutes } from "@shared/api/menu.routes";
import { MoveButtons } from "@/components/admin/move-buttons";
import { DeleteRowButton, EditRowButton, VisibilityRowButton } from "@/components/admin/row-action-buttons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useApiMutation } from "@/lib/api-mutation";
import { MenuCategoryDialog } from "./menu-category-dialog";
import { countOf } from "@/lib/arabic-count";

const DISHES = {
  zero: "لا أصناف",
  one: "صنف واحد",
  two: "صنفان",
  few: "{n} أصناف",
  many: "{n} صنفاً",
  other: "{n} صنف",
};

export type MenuCategoriesPanelProps = {
  categories: MenuCategoryDto[];
  items: MenuItemDto[];
};

/** The menu's groups in the order visitors see them: add, rename, hide, move up/down, delete an empty one. */
export function MenuCategoriesPanel({ categories, items }: MenuCategoriesPanelProps) {
  const [dialog, setDialog] = useState<{ open: boolean; category: MenuCategoryDto | null }>({
    open: false,
    category: null,
  });
  const move = useApiMutation(menuRoutes, "moveCategory", { failure: "فشل تغيير الترتيب" });
  const toggle = useApiMutation(menuRoutes, "updateCategory", {
    success: (saved) => (saved.isActive ? "تم إظهار التصنيف" : "تم إخفاء التصنيف"),
    failure: "❌ خطأ في تحديث التصنيف",
    fallback: "فشل في تحديث التصنيف",
  });
  const remove = useApiMutation(menuRoutes, "removeCategory", {
    success: "تم حذف التصنيف",
    failure: "❌ خطأ في حذف التصنيف",
    fallback: "فشل في حذف التصنيف",
  });
  const dishes = (id: string) => items.filter((item) => item.categoryId === id).length;

  return (
    <section
      aria-labelledby="menu-categories-title"
      className="mb-8 rounded-2xl border border-neutral-200 bg-white p-4"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="menu-categories-title" className="text-lg font-bold text-ink">
          التصنيفات
        </h2>
        <Button size="sm" variant="outline" onClick={() => setDialog({ open: true, category: null })}>
          <Plus aria-hidden="true" />
          إضافة تصنيف
        </Button>
      </div>
      {categories.length === 0 ? (
        <p className="text-sm text-neutral-500">لا توجد تصنيفات بعد. أول صنف تضيفه يدخل تصنيف «وجبات».</p>
      ) : (
        <ol className="divide-y divide-neutral-100">
          {categories.map((category, index) => (
            <li key={category.id} className="flex flex-wrap items-center gap-2 py-2">
              <span className="min-w-32 flex-1 font-semibold">{category.name}</span>
              <span className="text-sm text-neutral-500">{countOf(dishes(category.id), DISHES)}</span>
              <Badge variant={category.isActive ? "success" : "muted"}>{category.isActive ? "ظاهر" : "مخفي"}</Badge>
              <MoveButtons
                name={category.name}
                first={index === 0}
                last={index === categories.length - 1}
                pending={move.isPending}
                onMove={(direction) => move.mutate({ params: { id: category.id }, body: { direction } })}
              />
              <VisibilityRowButton
                name={category.name}
                visible={category.isActive}
                onClick={() => toggle.mutate({ params: { id: category.id }, body: { isActive: !category.isActive } })}
              />
              <EditRowButton name={category.name} onClick={() => setDialog({ open: true, category })} />
              <ConfirmDialog
                trigger={<DeleteRowButton name={category.name} />}
                title="حذف التصنيف"
                description={<>هل تريد حذف تصنيف «{category.name}»؟ يمكن حذف التصنيف الفارغ فقط.</>}
                pending={remove.isPending}
                onConfirm={() => remove.mutate({ params: { id: category.id } })}
              />
            </li>
          ))}
        </ol>
      )}
      <MenuCategoryDialog
        open={dialog.open}
        category={dialog.category}
        onClose={() => setDialog({ open: false, category: null })}
      />
    </section>
  );
}
