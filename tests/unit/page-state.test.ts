import { describe, expect, it } from "vitest";
import { packPageState, unpackPageState } from "@shared/page-state";

const dishes = [
  { id: "a", name: "زنجر", price: "1.75" },
  { id: "b", name: "بروستد", price: null },
];

describe("the page's state", () => {
  const reads = [
    { key: ["menu", "shown", {}], data: { categories: [{ id: "c", dishCount: 2 }], dishes } },
    { key: ["reels", "approved", {}], data: dishes },
    { key: ["reviews", "approved", {}], data: { reviews: dishes, total: 20 } },
    { key: ["site-settings", "get", {}], data: { showMenuLink: true } },
    { key: ["render-clock"], data: 1795558218050 },
  ];

  it("comes back as it was packed", () => {
    expect(unpackPageState(packPageState(reads))).toEqual(reads);
  });

  it("names a list's fields once, whether the list is the read or a property of it", () => {
    const packed = packPageState(reads);
    // Three lists of dishes: the name of their field three times, not six.
    expect(packed.split('"name"').length - 1).toBe(3);
    expect(JSON.parse(packed)[2]).toEqual([
      ["reviews", "approved", {}],
      {
        reviews: [
          ["a", "زنجر", "1.75"],
          ["b", "بروستد", null],
        ],
        total: 20,
      },
      { reviews: ["id", "name", "price"] },
    ]);
  });

  it("leaves alone a list whose records differ, and a single record", () => {
    const mixed = [{ key: ["x"], data: { list: [{ a: 1 }, { b: 2 }], one: [{ a: 1 }] } }];
    expect(JSON.parse(packPageState(mixed))).toEqual([[["x"], { list: [{ a: 1 }, { b: 2 }], one: [{ a: 1 }] }]]);
  });
});
