import { afterEach, describe, expect, it, vi } from "vitest";
import { localStore } from "../../client/src/lib/local-store";

afterEach(() => vi.unstubAllGlobals());

/** A browser's local storage as a map; `blocked` makes every access throw, as a browser keeping no site data does. */
function storage({ blocked = false, full = false } = {}) {
  const items = new Map<string, string>();
  const refuse = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => (blocked ? refuse() : (items.get(key) ?? null)),
      setItem: (key: string, value: string) => {
        if (blocked) refuse();
        if (full) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        items.set(key, value);
      },
    },
  });
  return items;
}

const numbers = () => localStore<number[]>("numbers", (value) => (Array.isArray(value) ? value : []), []);

describe("a value kept in local storage", () => {
  it("writes JSON under its key and reads it back, the same array until the stored text changes", () => {
    const items = storage();
    const store = numbers();
    store.write([1, 2]);
    expect(items.get("numbers")).toBe("[1,2]");
    const first = store.read();
    expect(first).toEqual([1, 2]);
    expect(store.read()).toBe(first);
    // Another tab writes: the next read parses the new text.
    items.set("numbers", "[3]");
    expect(store.read()).toEqual([3]);
  });

  it("reads text it cannot parse, or of another shape, as empty", () => {
    const items = storage();
    const store = numbers();
    items.set("numbers", "{not json");
    expect(store.read()).toEqual([]);
    items.set("numbers", '{"a":1}');
    expect(store.read()).toEqual([]);
  });

  it("keeps working in memory for the page when the browser blocks storage", () => {
    const items = storage({ blocked: true });
    const store = numbers();
    expect(store.read()).toEqual([]);
    expect(() => store.write([7])).not.toThrow();
    expect(store.read()).toEqual([7]);
    expect(items.size).toBe(0);
  });

  it("keeps the newest value for the page when storage is full", () => {
    const items = storage({ full: true });
    items.set("numbers", "[1]");
    const store = numbers();
    expect(store.read()).toEqual([1]);
    store.write([1, 2]);
    expect(store.read()).toEqual([1, 2]);
    expect(items.get("numbers")).toBe("[1]");
  });
});
