import { BRAND } from "@shared/brand";
import type { HoursInterval } from "@shared/branch-hours";
import { internationalPhone } from "@shared/jordan-phone";
import type { OfferDto } from "@shared/api/offers.contract";
import { offerTerms } from "./offer-structured-data";
import type { BranchDto } from "@shared/api/branches.contract";
import type { MenuCategoryDto, MenuItemDto } from "@shared/api/menu.contract";
import type { PositionDto } from "@shared/api/recruitment.contract";
import { escapeHtml } from "../lib/escape-html";

// schema.org JSON-LD for the public pages. Never an AggregateRating of our own reviews: search
// engines treat a business's rating of itself as self-serving and may penalise the page.

type Json = Record<string, unknown>;

const CITY = "عمّان";
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map(
  (day) => `https://schema.org/${day}`,
);

export const restaurantId = (origin: string) => `${origin}/#restaurant`;
const menuId = (origin: string) => `${origin}/#menu`;

const priceOffer = (name: string, price: string | null) =>
  price === null ? [] : [{ "@type": "Offer", name, price, priceCurrency: "JOD" }];

/**
 * A dish as search engines read a menu: its name, its prices and its calories. Not its ingredients
 * (shown on the page itself, and often the same sentence on many dishes) nor its photo (the page's
 * own <img>): on a menu of forty dishes those doubled the home page's JSON-LD for nothing a search
 * result shows.
 */
function menuItem(item: MenuItemDto): Json {
  const offers = [
    ...priceOffer("ساندويش", item.sandwichPrice),
    ...priceOffer("وجبة", item.mealPrice),
    ...(item.sandwichPrice === null && item.mealPrice === null ? priceOffer(item.name, item.price) : []),
  ];
  // One figure per item in schema.org: the sandwich's (the smaller serving) when both are known.
  const calories = item.sandwichCalories ?? item.mealCalories;
  return {
    "@type": "MenuItem",
    name: item.name,
    ...(offers.length > 0 && { offers }),
    ...(calories !== null && { nutrition: { "@type": "NutritionInformation", calories: `${calories} calories` } }),
  };
}

/** One MenuSection per category that holds a dish, in the menu's order. */
function menuSections(menu: MenuItemDto[], categories: MenuCategoryDto[]): Json[] {
  return categories.flatMap((category) => {
    const items = menu.filter((item) => item.categoryId === category.id);
    if (items.length === 0) return [];
    return [{ "@type": "MenuSection", name: category.name, hasMenuItem: items.map(menuItem) }];
  });
}

function priceRange(items: MenuItemDto[]): string | undefined {
  const prices = items
    .flatMap((item) => [item.sandwichPrice, item.mealPrice, item.price])
    .filter((price): price is string => price !== null)
    .map(Number);
  if (prices.length === 0) return undefined;
  return `${Math.min(...prices).toFixed(2)}–${Math.max(...prices).toFixed(2)} JOD`;
}

/**
 * The weekly plan, one entry per distinct interval with the days that share it (a closing time before
 * the opening one is the next morning, as schema.org reads it), then each dated exception over its
 * validFrom–validThrough; a closed exception is 00:00–00:00, search engines' "closed all day".
 */
export function openingHours(branch: Pick<BranchDto, "hours" | "exceptions">): Json[] {
  const weekly = new Map<string, { interval: HoursInterval; days: string[] }>();
  branch.hours.forEach((intervals, day) => {
    for (const interval of intervals) {
      const key = `${interval.open}-${interval.close}`;
      const entry = weekly.get(key) ?? { interval, days: [] };
      entry.days.push(DAYS[day]);
      weekly.set(key, entry);
    }
  });
  const dated = branch.exceptions.flatMap((exception) =>
    (exception.intervals.length > 0 ? exception.intervals : [{ open: "00:00", close: "00:00" }]).map((interval) => ({
      "@type": "OpeningHoursSpecification",
      name: exception.label,
      opens: interval.open,
      closes: interval.close,
      validFrom: exception.from,
      validThrough: exception.to,
    })),
  );
  return [
    ...[...weekly.values()].map(({ interval, days }) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: days,
      opens: interval.open,
      closes: interval.close,
    })),
    ...dated,
  ];
}

/** A branch as a restaurant of the chain, with what is known of it (stable @id from its slug). */
function branchNode(origin: string, branch: BranchDto): Json {
  const hours = openingHours(branch);
  const street = [branch.address, branch.area].filter(Boolean).join("، ");
  return {
    "@type": "FastFoodRestaurant",
    "@id": branchId(origin, branch.slug),
    name: `${BRAND.name} – ${branch.name}`,
    servesCuisine: ["دجاج بروستد", "وجبات سريعة"],
    currenciesAccepted: "JOD",
    address: {
      "@type": "PostalAddress",
      streetAddress: street || branch.name,
      addressLocality: CITY,
      addressCountry: "JO",
    },
    ...(branch.lat !== null &&
      branch.lng !== null && { geo: { "@type": "GeoCoordinates", latitude: branch.lat, longitude: branch.lng } }),
    ...(branch.phone && { telephone: internationalPhone(branch.phone) }),
    ...(branch.imageUrl && { image: origin + branch.imageUrl }),
    ...(hours.length > 0 && { openingHoursSpecification: hours }),
    url: `${origin}/?branch=${branch.slug}`,
    parentOrganization: { "@id": restaurantId(origin) },
    hasMenu: { "@id": menuId(origin) },
  };
}

// Stable: a branch's slug never changes (a rename keeps it), so neither do these fragments
// (search engines remember them).
const branchId = (origin: string, slug: string) => `${origin}/#branch-${slug}`;

/** The chain, its branches and its menu (home page). */
export function restaurantGraph(
  origin: string,
  data: {
    menu: MenuItemDto[];
    categories: MenuCategoryDto[];
    offers: OfferDto[];
    sameAs: string[];
    branches: BranchDto[];
  },
): Json {
  const branches = data.branches.map((branch) => branchNode(origin, branch));
  const range = priceRange(data.menu);
  const sections = [
    ...menuSections(data.menu, data.categories),
    ...(data.offers.length > 0
      ? [
          {
            "@type": "MenuSection",
            name: "العروض",
            hasMenuItem: data.offers.map((offer) => ({
              "@type": "MenuItem",
              name: offer.title,
              ...(offer.description && { description: offer.description }),
              ...(offer.imageUrl && { image: origin + offer.imageUrl }),
              offers: [offerTerms(offer)],
            })),
          },
        ]
      : []),
  ];
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "FastFoodRestaurant",
        "@id": restaurantId(origin),
        name: BRAND.name,
        description: BRAND.tagline,
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
        image: `${origin}/og-image.png`,
        foundingDate: String(BRAND.since),
        servesCuisine: ["دجاج بروستد", "وجبات سريعة"],
        currenciesAccepted: "JOD",
        ...(range && { priceRange: range }),
        address: { "@type": "PostalAddress", addressLocality: CITY, addressCountry: "JO" },
        areaServed: { "@type": "City", name: CITY },
        hasMenu: { "@id": menuId(origin) },
        department: branches.map((branch) => ({ "@id": branch["@id"] })),
        ...(data.sameAs.length > 0 && { sameAs: data.sameAs }),
      },
      ...branches,
      {
        "@type": "Menu",
        "@id": menuId(origin),
        name: `قائمة ${BRAND.name}`,
        inLanguage: "ar",
        hasMenuSection: sections,
      },
    ],
  };
}

/** One JobPosting per active position (/jobs); none when nothing is open. */
export function jobPostings(origin: string, positions: PositionDto[]): Json[] {
  return positions.map((position) => ({
    "@context": "https://schema.org",
    "@type": "JobPosting",
    "@id": `${origin}/jobs#${position.id}`,
    title: position.title,
    description: `<p>${escapeHtml(`${BRAND.name} يوظّف: ${position.title} في فروعنا في ${CITY}. قدّم طلبك عبر نموذج التوظيف على موقعنا.`)}</p>`,
    datePosted: position.createdAt.slice(0, 10),
    employmentType: "FULL_TIME",
    directApply: true,
    url: `${origin}/jobs`,
    hiringOrganization: {
      "@type": "Organization",
      "@id": restaurantId(origin),
      name: BRAND.name,
      sameAs: `${origin}/`,
    },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: CITY, addressRegion: CITY, addressCountry: "JO" },
    },
  }));
}
