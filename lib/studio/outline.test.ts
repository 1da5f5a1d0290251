import { describe, expect, it } from "vitest";
import { moveItem } from "./outline";

describe("moveItem", () => {
  it("moves an item up, down, to either end, and leaves the original alone", () => {
    const items = ["a", "b", "c", "d"];
    expect(moveItem(items, 2, 1)).toEqual(["a", "c", "b", "d"]);
    expect(moveItem(items, 0, 1)).toEqual(["b", "a", "c", "d"]);
    expect(moveItem(items, 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveItem(items, 0, 3)).toEqual(["b", "c", "d", "a"]);
    expect(items).toEqual(["a", "b", "c", "d"]);
  });
});
