import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { refreshFeatures } from "../../client/src/lib/api-mutation";

// A list whose server answer changes when an admin's change lands; each read takes `delayMs`.
function fakeList() {
  let rows = ["before the change"];
  let reads = 0;
  const read = (delayMs: number) => {
    reads += 1;
    const answer = [...rows];
    return new Promise<string[]>((resolve) => setTimeout(() => resolve(answer), delayMs));
  };
  return { read, change: () => (rows = ["after the change"]), reads: () => reads };
}

describe("refreshing a feature's reads after a change", () => {
  it("reads again a list whose first read was still on its way when the change landed", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const list = fakeList();
    const observer = new QueryObserver(client, { queryKey: ["lottery", "entries", {}], queryFn: () => list.read(50) });
    const unsubscribe = observer.subscribe(() => {});
    // The first read has left with the old rows; the change lands before it comes back.
    list.change();
    await refreshFeatures(client, ["lottery"]);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(client.getQueryData(["lottery", "entries", {}])).toEqual(["after the change"]);
    expect(list.reads()).toBe(2);
    unsubscribe();
    client.clear();
  });

  it("reads again a list already on screen, and leaves other features alone", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const entries = fakeList();
    const offers = fakeList();
    const watch = (key: string[], read: () => Promise<string[]>) =>
      new QueryObserver(client, { queryKey: key, queryFn: read }).subscribe(() => {});
    const stopEntries = watch(["lottery", "entries"], () => entries.read(1));
    const stopOffers = watch(["offers", "list"], () => offers.read(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    entries.change();
    await refreshFeatures(client, ["lottery"]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.getQueryData(["lottery", "entries"])).toEqual(["after the change"]);
    expect(entries.reads()).toBe(2);
    expect(offers.reads()).toBe(1);
    stopEntries();
    stopOffers();
    client.clear();
  });
});
