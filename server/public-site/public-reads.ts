import type { Db } from "../db/client";
import { listBranches } from "../modules/branches/branches.service";
import { listFeaturedMenuItems, listMenuItems } from "../modules/menu/menu.service";
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
  /** What a visitor gets: the same service call the module's route makes for a public caller. */
  load(db: Db): Promise<unknown>;
  /** An admin gets the same answer (no hidden rows to add), so the cached copy serves admins too. */
  sameForAdmins?: boolean;
}

// Every public read of DECISIONS.md ("Who may read what") that the pages use, by its path.
export const PUBLIC_READS: ReadonlyMap<string, PublicRead> = new Map<string, PublicRead>([
  ["/api/site-settings", { load: getSiteSettings, sameForAdmins: true }],
  ["/api/menu-items", { load: (db) => listMenuItems(db, { includeHidden: false }) }],
  ["/api/menu-items/featured", { load: (db) => listFeaturedMenuItems(db, { includeHidden: false }) }],
  ["/api/offers", { load: (db) => listOffers(db, { includeHidden: false }) }],
  ["/api/reviews/approved", { load: listApprovedReviews, sameForAdmins: true }],
  ["/api/customer-reels/approved", { load: listApprovedReels, sameForAdmins: true }],
  ["/api/social-links", { load: listSocialLinks, sameForAdmins: true }],
  ["/api/terms-and-conditions", { load: getTerms, sameForAdmins: true }],
  ["/api/governorates", { load: (db) => listGovernorates(db, true) }],
  ["/api/areas", { load: (db) => listAreas(db, true) }],
  ["/api/job-positions", { load: (db) => listPositions(db, true) }],
  ["/api/application-questions", { load: (db) => listQuestions(db, true) }],
  ["/api/lottery/availability", { load: drawAvailability, sameForAdmins: true }],
  ["/api/branches", { load: listBranches, sameForAdmins: true }],
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
