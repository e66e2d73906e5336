import { toFils } from "@shared/money";
import { ORDER_SIZE_LABELS, type OrderSize } from "@shared/order-status";
import { ORDER_MESSAGES, type PlaceOrderData } from "@shared/schema/orders-forms";
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
  if (!priceOf(dish, size)) return ORDER_MESSAGES.sizeNoPrice;
  return null;
}

const priceOf = (dish: OrderableDish, size: OrderSize) => (size === "sandwich" ? dish.sandwichPrice : dish.mealPrice);

/**
 * Each line checked against the menu as it is now, at that branch: the dish is shown, sold there, not
 * sold out today there, and the size has a price. Priced from the menu; the browser's prices are never read.
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
      const label = dish ? `«${dish.name}» (${ORDER_SIZE_LABELS[line.size]}): ` : "";
      issues.push({ path: `items.${index}`, message: `${label}${refusal ?? ORDER_MESSAGES.dishGone}` });
      return;
    }
    const unitPrice = priceOf(dish, line.size) as string;
    totalFils += toFils(unitPrice) * line.quantity;
    priced.push({ ...line, name: dish.name, unitPrice });
  });
  return issues.length > 0 ? { issues } : { lines: priced, totalFils };
}
