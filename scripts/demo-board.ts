// The order board for `npm run demo`: the orders placed at each branch moved into every column
// (one waits in «جديد», one accepted with «+10 دقائق», one being prepared, one ready), and a third
// branch taking orders but paused for an hour.
import type { SiteApi } from "./site-api";

const PAUSED_BRANCH = "airport-road";

interface BoardOrder {
  id: string;
  number: number;
  status: string;
}

const MOVES: { status: string; delayMinutes?: number }[][] = [
  [],
  [{ status: "accepted", delayMinutes: 10 }],
  [{ status: "accepted" }, { status: "preparing" }],
  [{ status: "accepted" }, { status: "ready" }],
];

export async function addDemoBoard(site: SiteApi, branches: readonly string[]): Promise<void> {
  for (const branch of branches) {
    const open = (await site.call<BoardOrder[]>("GET", `/api/admin/orders?branch=${branch}&status=received`)).sort(
      (a, b) => a.number - b.number,
    );
    for (const [index, order] of open.entries()) {
      for (const move of MOVES[index] ?? []) await site.call("PUT", `/api/admin/orders/${order.id}/status`, move);
    }
  }
  await site.call("PUT", `/api/branches/${PAUSED_BRANCH}/ordering`, { enabled: true, pause: "60" });
}
