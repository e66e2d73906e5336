import type { Notifications } from "../../db/notifications";
import type { EventStream } from "../../lib/event-streams";
import { inScope, type BranchScope } from "../../middleware/branch-scope";
import { log, safeError } from "../../observability/logger";

/** What each order change tells the other processes (the NOTIFY payload on order_changes). */
export interface OrderNotice {
  id: string;
  token: string;
  branch: string;
  status: string;
}

const parseNotice = (payload: string): OrderNotice | undefined => {
  try {
    const notice = JSON.parse(payload) as Partial<OrderNotice>;
    if (typeof notice.id === "string" && typeof notice.token === "string" && typeof notice.branch === "string")
      return notice as OrderNotice;
  } catch {}
  return undefined;
};

/**
 * The order changes of every process, fanned out to this process's open streams: a board gets each
 * changed order of its branches (read once per change, however many listen), a visitor's status
 * page gets its one order's new status. When the LISTEN connection comes back after a loss, every stream is told to
 * re-read ("resync"): a change made meanwhile is never missed.
 */
export class OrderFeed<Board> {
  private readonly boards = new Set<{ scope: BranchScope; stream: EventStream }>();
  /** Each visitor's stream, with the last status it knows of (read when it opened, then each one it was sent). */
  private readonly visitors = new Map<string, Map<EventStream, string>>();

  constructor(
    notifications: Notifications,
    /** The order as a board shows it, read once per change. */
    private readonly read: (id: string) => Promise<Board | undefined>,
  ) {
    notifications.on("order_changes", (payload) => {
      const notice = parseNotice(payload);
      if (notice) void this.deliver(notice);
    });
    notifications.onResume(() => {
      for (const { stream } of this.boards) stream.send({ event: "resync", data: {} });
      for (const streams of this.visitors.values())
        for (const stream of streams.keys()) stream.send({ event: "resync", data: {} });
    });
  }

  /** How many streams this process feeds (for the bench). */
  get size(): number {
    let visitors = 0;
    for (const streams of this.visitors.values()) visitors += streams.size;
    return this.boards.size + visitors;
  }

  followBoard(scope: BranchScope, stream: EventStream): void {
    const entry = { scope, stream };
    this.boards.add(entry);
    stream.onClose(() => this.boards.delete(entry));
  }

  /** `status` is the order's status as read when the stream opened: a notice of it arriving later is not news. */
  followOrder(token: string, status: string, stream: EventStream): void {
    const streams = this.visitors.get(token) ?? new Map();
    this.visitors.set(token, streams);
    streams.set(stream, status);
    stream.onClose(() => {
      streams.delete(stream);
      if (streams.size === 0) this.visitors.delete(token);
    });
  }

  private async deliver(notice: OrderNotice): Promise<void> {
    try {
      // The visitor's page reads its order again itself: no personal data travels here.
      // A status the stream already knows is not sent again: the notice of the change that made it may
      // arrive after the stream opened on it (notifications travel apart from the read).
      const streams = this.visitors.get(notice.token) ?? new Map<EventStream, string>();
      for (const [stream, known] of streams) {
        if (known === notice.status) continue;
        streams.set(stream, notice.status);
        stream.send({ event: "status", data: { status: notice.status } });
      }
      const boards = [...this.boards].filter(({ scope }) => inScope(scope, notice.branch));
      if (boards.length === 0) return;
      const order = await this.read(notice.id);
      if (order) for (const { stream } of boards) stream.send({ event: "order", data: order });
    } catch (error) {
      log.error({ err: safeError(error) }, "order feed: reading a changed order failed");
    }
  }
}
