import { toFils } from "@shared/money";
import { ORDER_SIZE_LABELS, type OrderSize, sizePrice } from "@shared/order-status";
import type { PlaceOrderData } from "@shared/schema/orders-forms";
import { ORDER_MESSAGES } from "@shared/order-messages";
import type { OrderableDish } from "../menu/menu-order-lines.service";
import type { OrderBranch } from "./order-branches";

export interface PricedLine {
  menuItemId: string;
  name: string;
  size: OrderSize;
  quantity: number;
  unitPrice: string;
  note: string | null;
}

export interface LineIssue {
  path: string;
  message: string;
}

function refusalOf(dish: OrderableDish | undefined, size: OrderSize, branch: OrderBranch, now: Date): string | null {
  if (!dish?.shown) return ORDER_MESSAGES.dishGone;
  if (dish.branches.length > 0 && !dish.branches.includes(branch.name)) return ORDER_MESSAGES.dishNotHere;
  const until = dish.soldOutUntil[branch.name];
  if (until && Date.parse(until) > now.getTime()) return ORDER_MESSAGES.dishSoldOut;
  if (sizePrice(dish, size)) return null;
  // The dish alone asked of a dish sold in sizes: the cart was filled before the menu changed, or by hand.
  const hasSizes = Boolean(dish.sandwichPrice || dish.mealPrice);
  return size === "single" && hasSizes ? ORDER_MESSAGES.dishHasSizes : ORDER_MESSAGES.sizeNoPrice;
}

/**
 * Each line checked against the menu as it is now, at that branch: the dish is shown, sold there, not
 * sold out today there, and the size has a price (the dish alone: its plain price, when it has no sizes). Priced from the menu; the browser's prices are never read.
 */
export function priceLines(
  lines: PlaceOrderData["items"],
  dishes: Map<string, OrderableDish>,
  branch: OrderBranch,
  now: Date,
): { lines: PricedLine[]; totalFils: number } | { issues: LineIssue[] } {
  const issues: LineIssue[] = [];
  const priced: PricedLine[] = [];
  let totalFils = 0;
  lines.forEach((line, index) => {
    const dish = dishes.get(line.menuItemId);
    const refusal = refusalOf(dish, line.size, branch, now);
    if (refusal || !dish) {
      const size = ORDER_SIZE_LABELS[line.size];
      const label = dish ? `«${dish.name}»${size ? ` (${size})` : ""}: ` : "";
      issues.push({ path: `items.${index}`, message: `${label}${refusal ?? ORDER_MESSAGES.dishGone}` });
      return;
    }
    const unitPrice = sizePrice(dish, line.size) as string;
    totalFils += toFils(unitPrice) * line.quantity;
    priced.push({ ...line, name: dish.name, unitPrice });
  });
  return issues.length > 0 ? { issues } : { lines: priced, totalFils };
}
