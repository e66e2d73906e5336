import { describe, expect, it } from "vitest";
import type { Notifications } from "../../server/db/notifications";
import type { EventStream, ServerEvent } from "../../server/lib/event-streams";
import { OrderFeed } from "../../server/modules/order-board/order-feed";

/** A feed on notifications this test announces itself, and a visitor's stream that records what it is sent. */
function feedWithVisitor(statusWhenOpened: string) {
  const handlers: ((payload: string) => void)[] = [];
  const notifications = {
    on: (_channel: string, handler: (payload: string) => void) => {
      handlers.push(handler);
      return () => {};
    },
    onResume: () => () => {},
  } as unknown as Notifications;
  const feed = new OrderFeed(notifications, async () => undefined);
  const sent: ServerEvent[] = [];
  const stream: EventStream = { send: (event) => sent.push(event), onClose: () => {} };
  feed.followOrder("token-1", statusWhenOpened, stream);
  const announce = (token: string, status: string) => {
    for (const handler of handlers) handler(JSON.stringify({ id: "order-1", token, branch: "dabouq", status }));
  };
  return { sent, announce };
}

describe("a visitor's order stream", () => {
  it("does not send the status the order had when the stream opened, when that change's notice arrives late", () => {
    const { sent, announce } = feedWithVisitor("received");
    announce("token-1", "received");
    expect(sent).toEqual([]);
    announce("token-1", "accepted");
    expect(sent).toEqual([{ event: "status", data: { status: "accepted" } }]);
  });

  it("sends each change of its own order once, and nothing of another order", () => {
    const { sent, announce } = feedWithVisitor("received");
    announce("token-2", "accepted");
    announce("token-1", "accepted");
    announce("token-1", "accepted");
    announce("token-1", "ready");
    expect(sent).toEqual([
      { event: "status", data: { status: "accepted" } },
      { event: "status", data: { status: "ready" } },
    ]);
  });
});
