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

  it("carries each read as its key and the data the API answered", () => {
    expect(JSON.parse(packPageState(reads))[2]).toEqual([["reviews", "approved", {}], { reviews: dishes, total: 20 }]);
  });

  it("cannot end the script element it travels in", () => {
    const hostile = [{ key: ["x"], data: { name: "</script><script>alert(1)</script>", amp: "&", line: "\u2028" } }];
    const packed = packPageState(hostile);
    expect(packed).not.toContain("</script");
    expect(packed).not.toContain("<");
    expect(unpackPageState(packed)).toEqual(hostile);
  });
});
