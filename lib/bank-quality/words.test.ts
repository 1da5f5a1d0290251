import { describe, expect, it } from "vitest";
import { contentWords, isStopWord, normalised, wordStem, wordsOf } from "./words";

describe("wordsOf", () => {
  it("lower-cases and splits on punctuation and spaces", () => {
    expect(wordsOf("The Central Bank's rate, in 2020!")).toEqual(["the", "central", "bank", "s", "rate", "in", "2020"]);
  });
  it("drops notation commands but keeps their arguments", () => {
    expect(wordsOf("$\\frac{3}{4}$ of a naira")).toEqual(["3", "4", "of", "a", "naira"]);
  });
  it("keeps letters of other scripts", () => {
    expect(wordsOf("Ọ̀yọ́ Empire")).toContain("empire");
    expect(wordsOf("Ọ̀yọ́ Empire").length).toBeGreaterThanOrEqual(2);
  });
  it("answers nothing for an empty text", () => {
    expect(wordsOf("  ,;  ")).toEqual([]);
  });
});

describe("wordStem", () => {
  it.each([
    ["banks", "bank"],
    ["companies", "company"],
    ["taxes", "tax"],
    ["businesses", "business"],
    ["branches", "branch"],
    ["class", "class"],
    ["gas", "gas"],
    ["bus", "bus"],
    ["trade", "trade"],
  ])("%s → %s", (word, stem) => {
    expect(wordStem(word)).toBe(stem);
  });
});

describe("contentWords", () => {
  it("keeps words of four letters or more that are not function words", () => {
    expect([...contentWords("Which of these is a function of the Central Bank?")].sort()).toEqual([
      "bank",
      "central",
      "function",
    ]);
  });
  it("leaves out bare numbers", () => {
    expect(contentWords("In 2020 the rate rose")).toEqual(new Set(["rate", "rose"]));
  });
});

describe("normalised", () => {
  it("makes case, spacing and punctuation alike", () => {
    expect(normalised("  Sole   trader.")).toBe(normalised("sole trader"));
  });
});

describe("isStopWord", () => {
  it("drops function words and single letters, keeps single figures", () => {
    expect(["the", "which", "a", "x"].map(isStopWord)).toEqual([true, true, true, true]);
    expect(["3", "bank", "naira"].map(isStopWord)).toEqual([false, false, false]);
  });
});
