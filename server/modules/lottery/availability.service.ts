import { and, eq, gt, isNull, or } from "drizzle-orm";
import { addDays, ammanInstant, ammanParts } from "@shared/amman-time";
import type { DrawAvailabilityDto } from "@shared/api/lottery.contract";
import { outsidePeriod } from "@shared/schema/draw-rules";
import type { Db } from "../../db/client";
import { prizes } from "../../db/schema";
import { getDrawSettings } from "./draw-settings.service";

/** The prizes the draw can give now: active, and with some left (no stock limit, or above 0). */
export const inTheDraw = and(eq(prizes.isActive, true), or(isNull(prizes.stock), gt(prizes.stock, 0)));

/**
 * The draw can be entered while today (in Amman) is inside the draw period, if one is set, and at
 * least one prize is in the draw. Outside the period the answer says when the next one starts, if known.
 */
export async function drawAvailability(db: Db, { now }: { now: Date }): Promise<DrawAvailabilityDto> {
  const settings = await getDrawSettings(db);
  const { invoiceCharacters, invoiceMinLength, invoiceMaxLength } = settings;
  const invoiceRule = { invoiceCharacters, invoiceMinLength, invoiceMaxLength };
  const outside = outsidePeriod(settings, ammanParts(now).date);
  if (outside) return { open: false, closedReason: outside.reason, opensOn: outside.opensOn, invoiceRule };
  const [row] = await db.select({ id: prizes.id }).from(prizes).where(inTheDraw).limit(1);
  return { open: !!row, closedReason: row ? null : "no-prizes", opensOn: null, invoiceRule };
}

/** The next instant after `now` the draw period opens or closes by itself (Amman midnights), or null. */
export async function nextDrawPeriodChange(db: Db, now: Date): Promise<Date | null> {
  const { periodStart, periodEnd } = await getDrawSettings(db);
  const instants = [
    periodStart ? ammanInstant(periodStart, 0) : null,
    periodEnd ? ammanInstant(addDays(periodEnd, 1), 0) : null,
  ].filter((instant): instant is Date => instant !== null && instant.getTime() > now.getTime());
  return instants.length ? new Date(Math.min(...instants.map((instant) => instant.getTime()))) : null;
}
