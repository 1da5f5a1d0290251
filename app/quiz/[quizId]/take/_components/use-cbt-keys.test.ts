import { describe, expect, it } from "vitest";
import { cbtAction } from "./use-cbt-keys";

describe("cbtAction", () => {
  it("maps A–F to the question's options, upper or lower case, and nothing beyond them", () => {
    expect(cbtAction("a", 4)).toEqual({ kind: "choose", index: 0 });
    expect(cbtAction("D", 4)).toEqual({ kind: "choose", index: 3 });
    expect(cbtAction("e", 4)).toBeNull();
    expect(cbtAction("e", 5)).toEqual({ kind: "choose", index: 4 });
  });

  it("uses F to flag unless the question has a sixth option", () => {
    expect(cbtAction("f", 4)).toEqual({ kind: "flag" });
    expect(cbtAction("f", 6)).toEqual({ kind: "choose", index: 5 });
  });

  it("maps N, P and S to next, previous and submit, and ignores other keys", () => {
    expect(cbtAction("n", 4)).toEqual({ kind: "step", by: 1 });
    expect(cbtAction("P", 4)).toEqual({ kind: "step", by: -1 });
    expect(cbtAction("s", 4)).toEqual({ kind: "submit" });
    expect(cbtAction("Enter", 4)).toBeNull();
    expect(cbtAction("x", 4)).toBeNull();
  });
});
