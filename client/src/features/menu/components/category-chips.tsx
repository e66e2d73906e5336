import { useEffect, useRef } from "react";

export type CategoryChip = { id: string; name: string };

/**
 * The sticky row of category chips: each is a link to its group (it works before the script loads),
 * and the one whose group is on screen is marked and kept in view inside the row.
 */
export function CategoryChips({ chips, active }: { chips: CategoryChip[]; active: string | undefined }) {
  const row = useRef<HTMLDivElement>(null);
  // The chip the row was last brought to. It starts as the one marked when the page was drawn, so the
  // code arriving does not scroll a row the visitor has already swiped (a tap on it would miss).
  const shown = useRef(active);
  useEffect(() => {
    if (active === shown.current) return;
    shown.current = active;
    const chip = active && row.current?.querySelector<HTMLElement>(`[data-chip="${active}"]`);
    if (!chip || !row.current) return;
    // Scrolls the row only (never the page), so the marked chip stays visible on a narrow phone.
    const box = row.current.getBoundingClientRect();
    const own = chip.getBoundingClientRect();
    if (own.left < box.left || own.right > box.right) {
      row.current.scrollBy({ left: own.left - box.left - (box.width - own.width) / 2 });
    }
  }, [active]);
  const jump = (event: React.MouseEvent, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  };
  return (
    <nav aria-label="تصنيفات القائمة" className="sticky top-16 z-30 -mx-4 mb-4 bg-white/95 px-4 py-2 frosted">
      <div ref={row} className="flex gap-2 overflow-x-auto [scrollbar-width:none]">
        {chips.map((chip) => {
          const current = chip.id === active;
          return (
            <a
              key={chip.id}
              href={`#${chip.id}`}
              data-chip={chip.id}
              aria-current={current ? "true" : undefined}
              onClick={(event) => jump(event, chip.id)}
              className="chip"
            >
              {chip.name}
            </a>
          );
        })}
      </div>
    </nav>
  );
}
