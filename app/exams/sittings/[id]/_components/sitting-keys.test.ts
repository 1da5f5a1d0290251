import { describe, expect, it } from "vitest";
import { sittingKeyAction, type SittingKeyContext } from "./sitting-keys";

const exam: SittingKeyContext = { optionCount: 4, flagKey: false, confirming: false };
const practice: SittingKeyContext = { ...exam, flagKey: true };
const confirming: SittingKeyContext = { ...exam, confirming: true };

describe("sittingKeyAction", () => {
  it("answers with A–D on a four-option paper, either case, and nothing beyond D", () => {
    expect(sittingKeyAction("a", exam)).toEqual({ kind: "choose", index: 0 });
    expect(sittingKeyAction("B", exam)).toEqual({ kind: "choose", index: 1 });
    expect(sittingKeyAction("c", exam)).toEqual({ kind: "choose", index: 2 });
    expect(sittingKeyAction("D", exam)).toEqual({ kind: "choose", index: 3 });
    expect(sittingKeyAction("e", exam)).toBeNull();
  });

  it("answers with A–E on a five-option paper", () => {
    expect(sittingKeyAction("e", { ...exam, optionCount: 5 })).toEqual({ kind: "choose", index: 4 });
    expect(sittingKeyAction("E", { ...practice, optionCount: 5 })).toEqual({ kind: "choose", index: 4 });
    expect(sittingKeyAction("f", { ...exam, optionCount: 6 })).toBeNull();
  });

  it("moves with N and P and opens the submit confirmation with S", () => {
    expect(sittingKeyAction("n", exam)).toEqual({ kind: "step", by: 1 });
    expect(sittingKeyAction("N", exam)).toEqual({ kind: "step", by: 1 });
    expect(sittingKeyAction("p", exam)).toEqual({ kind: "step", by: -1 });
    expect(sittingKeyAction("P", exam)).toEqual({ kind: "step", by: -1 });
    expect(sittingKeyAction("s", exam)).toEqual({ kind: "submit" });
    expect(sittingKeyAction("S", exam)).toEqual({ kind: "submit" });
  });

  it("has no other shortcut in exam mode: no F to flag, no R outside the confirmation, no arrows or Enter", () => {
    for (const key of [
      "f",
      "F",
      "r",
      "R",
      "y",
      "x",
      "q",
      "Enter",
      " ",
      "Escape",
      "ArrowRight",
      "ArrowLeft",
      "Tab",
      "1",
      "Shift",
    ]) {
      expect(sittingKeyAction(key, exam), key).toBeNull();
    }
  });

  it("lets practice mode and a course quiz flag with F", () => {
    expect(sittingKeyAction("f", practice)).toEqual({ kind: "flag" });
    expect(sittingKeyAction("F", practice)).toEqual({ kind: "flag" });
    expect(sittingKeyAction("r", practice)).toBeNull();
  });

  it("while the confirmation is open, knows only R (reverse): nothing answers, moves or submits behind it", () => {
    expect(sittingKeyAction("r", confirming)).toEqual({ kind: "reverse" });
    expect(sittingKeyAction("R", confirming)).toEqual({ kind: "reverse" });
    for (const key of ["a", "d", "n", "p", "s", "f", "Enter"])
      expect(sittingKeyAction(key, confirming), key).toBeNull();
    expect(sittingKeyAction("f", { ...confirming, flagKey: true })).toBeNull();
  });
});
