import { routes } from "@shared/api/routes";
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

// Every public read the pages use, by its path in the contract: what anyone may read, each answer
// the same for every visitor (an admin's answer may add hidden rows, unless marked the same).
// A path still written out belongs to a feature not in the contract yet; its comment names the
// contract endpoint it becomes.
export const PUBLIC_READS: ReadonlyMap<string, PublicRead> = new Map<string, PublicRead>([
  ["/api/site-settings", { load: getSiteSettings, sameForAdmins: true }], // contract: site-settings.get
  ["/api/menu-items", { load: (db) => listMenuItems(db, { includeHidden: false }) }], // contract: menu.list
  // contract: menu.featured
  ["/api/menu-items/featured", { load: (db) => listFeaturedMenuItems(db, { includeHidden: false }) }],
  [routes.offers.list.path, { load: (db) => listOffers(db, { includeHidden: false }) }],
  ["/api/reviews/approved", { load: listApprovedReviews, sameForAdmins: true }], // contract: reviews.approved
  ["/api/customer-reels/approved", { load: listApprovedReels, sameForAdmins: true }], // contract: reels.approved
  ["/api/social-links", { load: listSocialLinks, sameForAdmins: true }], // contract: social.list
  ["/api/terms-and-conditions", { load: getTerms, sameForAdmins: true }], // contract: terms.get
  ["/api/governorates", { load: (db) => listGovernorates(db, true) }], // contract: recruitment.governorates
  ["/api/areas", { load: (db) => listAreas(db, true) }], // contract: recruitment.areas
  ["/api/job-positions", { load: (db) => listPositions(db, true) }], // contract: recruitment.positions
  ["/api/application-questions", { load: (db) => listQuestions(db, true) }], // contract: recruitment.questions
  ["/api/lottery/availability", { load: drawAvailability, sameForAdmins: true }], // contract: lottery.availability
  ["/api/branches", { load: listBranches, sameForAdmins: true }], // contract: branches.list
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
