import { lazy, Suspense, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { MenuRowDto, MenuShownDto } from "@shared/api/menu.contract";
import { matchesSearch, spellingGroups } from "@shared/arabic-search";
import { soldAt } from "@shared/branches";
import { BranchFilter } from "@/components/public/branch-filter";
import { Skeleton } from "@/components/ui/skeleton";
import { useBranchFilter } from "@/hooks/use-branch-filter";
import { useBranches } from "@/hooks/use-branches";
import { menuDetailsQuery, menuQuery, searchSpellingsQuery } from "../api/menu-queries";
import { NoMatch } from "./no-match";
import { CategoryChips } from "./category-chips";
import { soldOutFor } from "./dish-availability";
import { useHeldTap } from "@/lib/held-tap";
import { MenuRow } from "./menu-row";
import { MenuSearch } from "./menu-search";
import { useActiveCategory } from "./use-active-category";

// The dish sheet (and Radix Dialog) loads on the first tap on a dish, not with the home page.
const DishSheet = lazy(() => import("./dish-sheet").then((m) => ({ default: m.DishSheet })));

const groupId = (categoryId: string) => `menu-${categoryId}`;

/** The menu's categories, each with its dishes (the dishes come in the categories' order). */
function sections({ categories, dishes }: MenuShownDto) {
  let start = 0;
  return categories.map((category) => {
    const own = dishes.slice(start, start + category.dishCount);
    start += category.dishCount;
    return { category, dishes: own };
  });
}

export function MenuSection() {
  const menu = useQuery(menuQuery());
  const { branch } = useBranchFilter();
  const names = useBranches().map((entry) => entry.name);
  const [search, setSearch] = useState("");
  const [open, setOpen] = useState<MenuRowDto | null>(null);
  const [sheetWanted, setSheetWanted] = useState(false);

  // The search also reads each size's ingredients: they load with the first letter typed, and the
  // dishes they match join the results as soon as they are here.
  const details = useQuery({ ...menuDetailsQuery(), enabled: search.trim() !== "" });
  const detailsOf = new Map(details.data?.map((d) => [d.id, d]));
  // The owner's spelling groups join the built-in ones once they are here.
  const spellings = useQuery({
    ...searchSpellingsQuery(),
    enabled: search.trim() !== "",
    select: (saved) => spellingGroups(saved.spellings),
  });

  const soldHere = (item: MenuRowDto) => soldAt(item.branches, branch);
  const matches = (item: MenuRowDto) => {
    const more = detailsOf.get(item.id);
    return matchesSearch(
      search,
      [item.name, item.ingredients, more?.sandwichIngredients, more?.mealIngredients],
      spellings.data,
    );
  };
  const anySoldHere = (menu.data?.dishes ?? []).some(soldHere);
  const here = (menu.data ? sections(menu.data) : [])
    .map(({ category, dishes }) => ({ category, dishes: dishes.filter(soldHere) }))
    .filter((group) => group.dishes.length > 0);
  const groups = here
    .map(({ category, dishes }) => ({ category, dishes: dishes.filter(matches) }))
    .filter((group) => group.dishes.length > 0);
  const active = useActiveCategory(groups.map((group) => groupId(group.category.id)));
  const show = (item: MenuRowDto) => {
    setSheetWanted(true);
    setOpen(item);
  };
  useHeldTap("dish", (id) => {
    const item = menu.data?.dishes.find((candidate) => candidate.id === id);
    if (item) show(item);
  });

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 md:py-16">
      <h2 className="mb-6 text-center text-3xl font-bold text-ink">قائمة الطعام</h2>
      <BranchFilter label="عرض قائمة فرع" anchor="menu" />
      {menu.isPending ? (
        <div className="space-y-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders have no identity of their own
            <Skeleton key={i} className="h-24 w-full rounded-2xl" />
          ))}
        </div>
      ) : menu.isError || !anySoldHere ? (
        <p className="py-10 text-center text-lg text-neutral-600">
          {branch && menu.data?.dishes.length
            ? `لا توجد أصناف متاحة في فرع ${branch} حالياً`
            : "لا توجد أصناف متاحة حالياً"}
        </p>
      ) : (
        <>
          <MenuSearch value={search} onChange={setSearch} />
          {groups.length === 0 ? (
            <NoMatch
              search={search.trim()}
              categories={here.map(({ category }) => ({ id: groupId(category.id), name: category.name }))}
              onChoose={() => setSearch("")}
            />
          ) : (
            <>
              <CategoryChips
                chips={groups.map(({ category }) => ({ id: groupId(category.id), name: category.name }))}
                active={active}
              />
              {groups.map(({ category, dishes }) => (
                <section
                  key={category.id}
                  id={groupId(category.id)}
                  aria-labelledby={`${groupId(category.id)}-title`}
                  className="mb-8 scroll-mt-16"
                >
                  <h3 id={`${groupId(category.id)}-title`} className="mb-3 text-xl font-bold text-ink">
                    {category.name}
                  </h3>
                  <ul className="grid gap-2 md:grid-cols-2">
                    {dishes.map((item) => (
                      <MenuRow
                        key={item.id}
                        item={item}
                        soldOut={soldOutFor(item, branch, names)}
                        onOpen={() => show(item)}
                      />
                    ))}
                  </ul>
                </section>
              ))}
            </>
          )}
        </>
      )}
      {sheetWanted ? (
        <Suspense fallback={null}>
          <DishSheet
            item={open}
            branch={branch}
            soldOut={open ? soldOutFor(open, branch, names) : false}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
