import type { Db } from "../db/client";
import { nextDrawPeriodChange } from "../modules/lottery/availability.service";
import { nextSoldOutReset } from "../modules/menu/menu-sold-out.service";
import { lastOfferChange, nextOfferChange } from "../modules/offers/offers.service";

/**
 * A kind of public content that changes by itself with time: the next instant it does after `now`,
 * and, when known, the last one at or before it (the sitemap's date).
 */
interface BoundarySource {
  next(db: Db, now: Date): Promise<Date | null>;
  last?(db: Db, now: Date): Promise<Date | null>;
}

// Every such kind; one more is one more line. Each reads the shared database, so every process
// sharing it finds the same instants without telling the others anything.
const BOUNDARY_SOURCES: readonly BoundarySource[] = [
  { next: nextOfferChange, last: lastOfferChange },
  { next: nextSoldOutReset },
  { next: nextDrawPeriodChange },
];

const times = (instants: (Date | null | undefined)[]) => instants.flatMap((instant) => instant?.getTime() ?? []);

/** The next instant after `now` at which anything public changes by itself (ms), or undefined. */
export async function nextBoundary(db: Db, now: Date): Promise<number | undefined> {
  const next = times(await Promise.all(BOUNDARY_SOURCES.map((source) => source.next(db, now))));
  return next.length > 0 ? Math.min(...next) : undefined;
}

/** The last instant at or before `now` at which something public changed by itself (ms), or undefined. */
export async function lastBoundary(db: Db, now: Date): Promise<number | undefined> {
  const last = times(await Promise.all(BOUNDARY_SOURCES.map((source) => source.last?.(db, now))));
  return last.length > 0 ? Math.max(...last) : undefined;
}
