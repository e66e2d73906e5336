import type { Db } from "../../db/client";
import { eq } from "drizzle-orm";
import type { BoardOrderDto } from "@shared/api/order-board.contract";
import { ORDER_BOARD_MESSAGES } from "@shared/schema/order-board-forms";
import type { Notifications } from "../../db/notifications";
import { orders } from "../../db/schema";
import { clockOf, type AppDeps } from "../../deps";
import { notFound } from "../../lib/app-error";
import { implement } from "../../lib/contract-router";
import { assertBranchInScope, branchScope, type BranchScope } from "../../middleware/branch-scope";
import { actorOf } from "../audit/actor";
import { assertOrderAheadOn } from "../orders/order-ahead.service";
import { ammanToday, boardOrder, branchesOf, findOrderRow, listBoardOrders, orderHistory } from "./order-board.service";
import { OrderFeed } from "./order-feed";
import { daySummaries, phoneRecords, waitingOrders } from "./order-stats.service";
import { changeOrderStatus } from "./order-status.service";

// One feed per process (per LISTEN connection), however many times the app is built on it.
const feeds = new WeakMap<Notifications, OrderFeed<BoardOrderDto>>();

/** The branches asked for: one the caller acts at (403 otherwise), or all of theirs. */
function askedBranches(db: Db, scope: BranchScope, branch: string | undefined): Promise<string[]> {
  if (branch) assertBranchInScope(scope, branch);
  return branchesOf(db, scope, branch);
}

export function orderBoardRoutes(deps: AppDeps) {
  const { db } = deps;
  const now = clockOf(deps);
  let feed = feeds.get(deps.notifications);
  if (!feed) {
    feed = new OrderFeed(deps.notifications, (id) => boardOrder(db, id));
    feeds.set(deps.notifications, feed);
  }
  const orderFeed = feed;

  return implement(deps, "order-board", {
    list: async ({ query: { branch, status, date }, req }) =>
      listBoardOrders(db, {
        branches: await askedBranches(db, branchScope(req), branch),
        date: date ?? ammanToday(now()),
        status,
        // Today's board also holds the orders placed ahead for a later day, to be accepted now.
        upcoming: date === undefined,
      }),
    changeStatus: async ({ params: { id }, body, req, res }) => {
      // Orders are not public content: the page caches stay warm.
      res.locals.publicContentUnchanged = true;
      const actor = actorOf(req);
      return changeOrderStatus(db, {
        id,
        scope: branchScope(req),
        change: body,
        staff: { id: actor.id ?? null, username: actor.username ?? "" },
        now: now(),
      });
    },
    history: async ({ params: { id }, req }) => {
      const row = await findOrderRow(db, id);
      if (!row) throw notFound(ORDER_BOARD_MESSAGES.notFound);
      assertBranchInScope(branchScope(req), row.branch);
      return orderHistory(db, id);
    },
    events: ({ req, res }) => {
      orderFeed.followBoard(branchScope(req), deps.streams.start(req, res));
    },
    waiting: async ({ req }) => waitingOrders(db, await branchesOf(db, branchScope(req))),
    summary: async ({ query: { branch, date }, req }) =>
      daySummaries(db, await askedBranches(db, branchScope(req), branch), date ?? ammanToday(now())),
    phones: async ({ req }) => phoneRecords(db, await branchesOf(db, branchScope(req))),
    follow: async ({ params: { token }, req, res }) => {
      await assertOrderAheadOn(db);
      const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.token, token));
      if (!row) throw notFound(ORDER_BOARD_MESSAGES.notFound);
      orderFeed.followOrder(token, row.status, deps.streams.start(req, res));
    },
  });
}
