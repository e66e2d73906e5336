import { ORDER_MESSAGES } from "@shared/order-messages";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { getSiteSettings } from "../site-settings/site-settings.service";

/**
 * «الطلب المسبق» off: every public endpoint of the feature (placing, reading, cancelling and following
 * an order, the branches' states) answers 403 in Arabic.
 */
export async function assertOrderAheadOn(db: Db): Promise<void> {
  if (!(await getSiteSettings(db)).orderAhead) throw new AppError("forbidden", ORDER_MESSAGES.featureOff);
}
