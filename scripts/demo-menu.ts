// The demo menu for scripts/demo-data.ts: four categories in order, dishes with photos, calories
// and allergens, and one dish sold out today at one branch (it comes back when that branch next opens).
import type { SiteApi } from "./site-api";

const CATEGORIES = ["وجبات", "ساندويشات", "مقبلات", "مشروبات"] as const;
type Category = (typeof CATEGORIES)[number];

type Dish = Record<string, unknown> & { name: string; category: Category; hue: number };

const DISHES: Dish[] = [
  {
    category: "وجبات",
    name: "وجبة بروستد 4 قطع",
    mealPrice: "4.50",
    mealIngredients: "4 قطع دجاج، بطاطا، ثومية، خبز",
    mealCalories: 1180,
    allergens: ["gluten", "egg", "milk"],
    hue: 28,
  },
  {
    category: "وجبات",
    name: "وجبة عائلية 12 قطعة",
    mealPrice: "11.99",
    mealIngredients: "12 قطعة، بطاطا كبيرة، سلطة، 4 خبز",
    mealCalories: 3400,
    allergens: ["gluten", "egg", "milk"],
    hue: 36,
  },
  {
    category: "وجبات",
    name: "ستربس 5 قطع",
    mealPrice: "3.99",
    mealIngredients: "5 ستربس، بطاطا، صوص باربكيو",
    mealCalories: 890,
    allergens: ["gluten", "mustard"],
    hue: 20,
  },
  {
    category: "ساندويشات",
    name: "ساندويش زنجر",
    sandwichPrice: "2.25",
    mealPrice: "3.50",
    sandwichIngredients: "فيليه حار، خس، مايونيز",
    mealIngredients: "ساندويش، بطاطا، مشروب",
    sandwichCalories: 520,
    mealCalories: 980,
    allergens: ["gluten", "egg", "sesame"],
    hue: 12,
  },
  {
    category: "ساندويشات",
    name: "ساندويش فاهيتا",
    sandwichPrice: "2.50",
    mealPrice: "3.75",
    sandwichIngredients: "دجاج، فلفل ملون، جبنة",
    sandwichCalories: 560,
    allergens: ["gluten", "milk"],
    hue: 45,
  },
  {
    category: "مقبلات",
    name: "بطاطا مقرمشة",
    price: "1.00",
    ingredients: "بطاطا مقلية بالملح",
    hue: 50,
  },
  {
    category: "مقبلات",
    name: "حمّص بالطحينة",
    price: "1.25",
    ingredients: "حمص، طحينة، زيت زيتون",
    hue: 40,
    allergens: ["sesame"],
  },
  { category: "مقبلات", name: "ثومية", price: "0.50", ingredients: "ثوم، زيت، ليمون", hue: 55, allergens: ["egg"] },
  { category: "مشروبات", name: "كولا", price: "0.75", ingredients: "علبة 330 مل", hue: 0 },
  { category: "مشروبات", name: "عصير ليمون بالنعنع", price: "1.50", ingredients: "ليمون طازج، نعنع، سكر", hue: 90 },
];

export async function addDemoMenu(site: SiteApi) {
  const existing = await site.call<{ id: string; name: string }[]>("GET", "/api/menu-categories");
  const ids = new Map(existing.map((category) => [category.name, category.id]));
  for (const name of CATEGORIES) {
    if (!ids.has(name)) ids.set(name, (await site.call<{ id: string }>("POST", "/api/menu-categories", { name })).id);
  }
  const made: { id: string; name: string }[] = [];
  for (const [index, { hue, category, ...dish }] of DISHES.entries()) {
    made.push(
      await site.call("POST", "/api/menu-items", {
        ...dish,
        categoryId: ids.get(category),
        imageUrl: await site.uploadPlate(hue),
        isFeatured: index < 4,
        branches: index % 2 ? ["دابوق", "المطار"] : [],
      }),
    );
  }
  // Sold out today at Dabouq only: dimmed on /?branch=dabouq, as usual at every other branch.
  const zinger = made.find((dish) => dish.name === "ساندويش زنجر");
  if (zinger) await site.call("PUT", `/api/menu-items/${zinger.id}/sold-out`, { branch: "دابوق", soldOut: true });
}
