import { describe, expect, it } from "vitest";
import { placeValue, readPlace } from "./sitting-place";

describe("the place cookie", () => {
  it("gives back the place written for the same sitting", () => {
    expect(readPlace(placeValue("s1", { section: 2, question: 17 }), "s1")).toEqual({ section: 2, question: 17 });
  });

  it("gives nothing for another sitting, or for a value that is not a place", () => {
    expect(readPlace(placeValue("s1", { section: 1, question: 3 }), "s2")).toBeNull();
    expect(readPlace(placeValue("s1.1", { section: 1, question: 3 }), "s1")).toBeNull();
    expect(readPlace(undefined, "s1")).toBeNull();
    expect(readPlace("s1.x.3", "s1")).toBeNull();
    expect(readPlace("s1.1.99999", "s1")).toBeNull();
  });
});
