import type { IncomingMessage } from "node:http";
import { urlOf } from "@shared/api/endpoint";
import { hiddenRowsManagedBy } from "@shared/api/hidden-rows";
import { FIRST_REVIEWS_QUERY } from "@shared/reviews-page";
import { routes } from "@shared/api/routes";
import type { Db } from "../db/client";
import { listBranches } from "../modules/branches/branches.service";
import { listCategories } from "../modules/menu/menu-categories.service";
import { getSearchSpellings } from "../modules/menu/menu-search.service";
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
import { asksActiveOnly } from "../middleware/staff-access";

/** The visitor's view of every public read: at this moment, without the rows only staff see. */
export const visitorView = (now: Date) => ({ now, includeHidden: false });

export interface PublicRead {
  /** The module's own service call that its route makes, here given the visitor's view. */
  load(db: Db, view: ReturnType<typeof visitorView>): Promise<unknown>;
  /** `load` gives `{ items, total }`: the body is the list, the total travels in X-Total-Count. */
  counted?: boolean;
}

// Every public read the pages use, by its path in the contract: what anyone may read, each answer
// the same for every visitor (a list with hidden rows adds them for the role that manages them).
export const PUBLIC_READS: ReadonlyMap<string, PublicRead> = new Map<string, PublicRead>([
  [routes["site-settings"].get.path, { load: getSiteSettings }],
  [routes.menu.list.path, { load: listMenuItems }],
  [routes.menu.shown.path, { load: listShownMenu }],
  [routes.menu.details.path, { load: listMenuDetails }],
  [routes.menu.featured.path, { load: listFeaturedMenuItems }],
  [routes.menu.categories.path, { load: listCategories }],
  [routes.menu.searchSpellings.path, { load: getSearchSpellings }],
  [routes.offers.list.path, { load: listOffers }],
  [routes.reviews.approved.path, { load: (db) => listApprovedReviews(db), counted: true }],
  // The home page's first page of reviews, by its exact URL: the one paged read the pages make.
  [
    urlOf(routes.reviews.approved, undefined, FIRST_REVIEWS_QUERY),
    { load: (db) => listApprovedReviews(db, FIRST_REVIEWS_QUERY), counted: true },
  ],
  [routes.reels.approved.path, { load: listApprovedReels }],
  [routes.social.list.path, { load: listSocialLinks }],
  [routes.terms.get.path, { load: getTerms }],
  [routes.recruitment.governorates.path, { load: listGovernorates }],
  [routes.recruitment.areas.path, { load: listAreas }],
  [routes.recruitment.positions.path, { load: listPositions }],
  [routes.recruitment.questions.path, { load: listQuestions }],
  [routes.lottery.availability.path, { load: drawAvailability }],
  [routes.branches.list.path, { load: listBranches }],
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

/** A request that may carry a staff session (any session cookie, whatever its prefix). */
export const mayCarrySession = (req: IncomingMessage) => /(^|;\s*)[\w-]*sid=/.test(req.headers.cookie ?? "");

/**
 * Whether a public read answers with the visitor's view without looking at any session: always for
 * a request without a session cookie, and for anyone when the read has no hidden rows or
 * `?active=true` narrows it. Otherwise the route decides, by the session's role.
 */
export function servesPublicView(path: string, search: string, mayBeStaff: boolean): boolean {
  const query = isPublicViewQuery(search);
  return query.ok && (!mayBeStaff || !hiddenRowsManagedBy({ path }) || query.activeRequested);
}

/**
 * The public read a request is answered from, by the URL its cached answer is kept under: a read
 * declared with its exact query (a first page), or a path read asked for the visitor's view.
 */
export function publicReadOf(
  pathname: string,
  search: string,
  mayBeStaff: boolean,
): { url: string; read: PublicRead } | undefined {
  const exact = search ? PUBLIC_READS.get(`${pathname}?${search}`) : undefined;
  if (exact && (!mayBeStaff || !hiddenRowsManagedBy({ path: pathname })))
    return { url: `${pathname}?${search}`, read: exact };
  const read = PUBLIC_READS.get(pathname);
  return read && servesPublicView(pathname, search, mayBeStaff) ? { url: pathname, read } : undefined;
}
