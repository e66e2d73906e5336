import { urlOf } from "@shared/api/endpoint";
import { FIRST_REVIEWS_QUERY } from "@shared/reviews-page";
import { routes } from "@shared/api/routes";
import type { Db } from "../db/client";
import { listBranches } from "../modules/branches/branches.service";
import { listCategories } from "../modules/menu/menu-categories.service";
import { listFeaturedMenuItems, listMenuDetails, listMenuItems, listShownMenu } from "../modules/menu/menu.service";
import { listOffers } from "../modules/offers/offers.service";
import { drawAvailability } from "../modules/lottery/availability.service";
import { listAreas, listGovernorates } from "../modules/recruitment/places.service";
import { listPositions } from "../modules/recruitment/positions.service";
import { listQuestions } from "../modules/recruitment/questions.service";
import { listApprovedReels } from "../modules/reels/reels.service";
import { listApprovedReviews } from "../modules/reviews/reviews.service";
import { getSiteSettings } from "../modules/site-settings/site-settings.service";
import { listSocialLinks } from "../modules/social/social.service";
import { getTerms } from "../modules/terms/terms.service";
import { asksActiveOnly } from "../middleware/require-admin";

export interface PublicRead {
  /** What a visitor gets at `now`: the same service call the module's route makes for a public caller. */
  load(db: Db, now: Date): Promise<unknown>;
  /** An admin gets the same answer (no hidden rows to add), so the cached copy serves admins too. */
  sameForAdmins?: boolean;
  /** `load` gives `{ items, total }`: the body is the list, the total travels in X-Total-Count. */
  counted?: boolean;
}

// Every public read the pages use, by its path in the contract: what anyone may read, each answer
// the same for every visitor (an admin's answer may add hidden rows, unless marked the same).
export const PUBLIC_READS: ReadonlyMap<string, PublicRead> = new Map<string, PublicRead>([
  [routes["site-settings"].get.path, { load: getSiteSettings, sameForAdmins: true }],
  [routes.menu.list.path, { load: (db, now) => listMenuItems(db, { includeHidden: false, now }) }],
  [routes.menu.shown.path, { load: listShownMenu, sameForAdmins: true }],
  [routes.menu.details.path, { load: listMenuDetails, sameForAdmins: true }],
  [routes.menu.featured.path, { load: (db, now) => listFeaturedMenuItems(db, { includeHidden: false, now }) }],
  [routes.menu.categories.path, { load: (db) => listCategories(db, { includeHidden: false }) }],
  [routes.offers.list.path, { load: (db, now) => listOffers(db, { includeHidden: false, now }) }],
  [routes.reviews.approved.path, { load: (db) => listApprovedReviews(db), sameForAdmins: true, counted: true }],
  // The home page's first page of reviews, by its exact URL: the one paged read the pages make.
  [
    urlOf(routes.reviews.approved, undefined, FIRST_REVIEWS_QUERY),
    { load: (db) => listApprovedReviews(db, FIRST_REVIEWS_QUERY), sameForAdmins: true, counted: true },
  ],
  [routes.reels.approved.path, { load: listApprovedReels, sameForAdmins: true }],
  [routes.social.list.path, { load: listSocialLinks, sameForAdmins: true }],
  [routes.terms.get.path, { load: getTerms, sameForAdmins: true }],
  [routes.recruitment.governorates.path, { load: (db) => listGovernorates(db, true) }],
  [routes.recruitment.areas.path, { load: (db) => listAreas(db, true) }],
  [routes.recruitment.positions.path, { load: (db) => listPositions(db, true) }],
  [routes.recruitment.questions.path, { load: (db) => listQuestions(db, true) }],
  [routes.lottery.availability.path, { load: drawAvailability, sameForAdmins: true }],
  [routes.branches.list.path, { load: listBranches, sameForAdmins: true }],
]);

/**
 * The query strings that still mean "the visitor's view": none, or `active` (which a public
 * caller cannot widen). Anything else goes to the route itself.
 */
export function isPublicViewQuery(search: string): { ok: boolean; activeRequested: boolean } {
  const params = new URLSearchParams(search);
  const keys = [...params.keys()];
  return { ok: keys.every((key) => key === "active"), activeRequested: asksActiveOnly(params.get("active")) };
}

/**
 * Whether a read answers with the visitor's view: always for a visitor; for an admin (or a request
 * that may carry an admin's session) only when the answer is the same or `?active=true` narrows it.
 */
export function servesPublicView(read: PublicRead, search: string, admin: boolean): boolean {
  const query = isPublicViewQuery(search);
  return query.ok && (!admin || read.sameForAdmins === true || query.activeRequested);
}

/**
 * The public read a request is answered from, by the URL its cached answer is kept under: a read
 * declared with its exact query (a first page), or a path read asked for the visitor's view.
 */
export function publicReadOf(
  pathname: string,
  search: string,
  admin: boolean,
): { url: string; read: PublicRead } | undefined {
  const exact = search ? PUBLIC_READS.get(`${pathname}?${search}`) : undefined;
  if (exact && (!admin || exact.sameForAdmins === true)) return { url: `${pathname}?${search}`, read: exact };
  const read = PUBLIC_READS.get(pathname);
  return read && servesPublicView(read, search, admin) ? { url: pathname, read } : undefined;
}
