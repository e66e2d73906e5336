import { flushSync } from "react-dom";
import type { CategoryChip } from "./category-chips";

/**
 * A search that found nothing: what was searched, and the menu's categories to browse instead. A
 * category clears the search (so its group is back on the page) and goes to it.
 */
export function NoMatch({
  search,
  categories,
  onChoose,
}: {
  search: string;
  categories: CategoryChip[];
  onChoose: () => void;
}) {
  const choose = (event: React.MouseEvent, id: string) => {
    event.preventDefault();
    flushSync(onChoose);
    document.getElementById(id)?.scrollIntoView({ block: "start" });
  };
  return (
    <div className="py-8 text-center">
      <p role="status" className="text-lg text-neutral-600">
        لا توجد أصناف تطابق «{search}»
      </p>
      {categories.length > 0 ? (
        <nav aria-label="تصفح التصنيفات" className="mt-4">
          <p className="mb-2 text-neutral-700">جرّب كلمة أخرى، أو تصفح التصنيفات:</p>
          {/* Links in a row like the category chips above the menu (the menu's list items are its dishes). */}
          <div className="flex flex-wrap justify-center gap-2">
            {categories.map((category) => (
              <a
                key={category.id}
                href={`#${category.id}`}
                onClick={(event) => choose(event, category.id)}
                className="chip"
              >
                {category.name}
              </a>
            ))}
          </div>
        </nav>
      ) : null}
    </div>
  );
}
