import { describe, expect, it } from "vitest";
import {
  duplicatePairs,
  duplicatesOf,
  fingerprint,
  keyLongestShare,
  keyLongestShareWarning,
  nearDuplicateWarning,
} from "./pool-checks";

const item = (id: string, text: string, options = ["Abuja", "Lagos", "Kano", "Enugu"], answer = 0) => ({
  id,
  text,
  options,
  answer,
});

describe("near-duplicates", () => {
  const pool = [
    item("a", "Which city is the capital of the Federal Republic of Nigeria today?"),
    item(
      "b",
      "Which city is the capital of the Federal Republic of Nigeria now?",
      ["Kano", "Enugu", "Abuja", "Lagos"],
      2,
    ),
    item("c", "Which river joins the Niger at Lokoja?", ["Benue", "Kaduna", "Sokoto", "Ogun"]),
    item("d", "Which city is the capital of the Federal Republic of Nigeria today?", ["Abuja", "Lagos", "Kano", "Jos"]),
    item("e", "Which city is the capital of the Federal Republic of Nigeria today?", ["1", "2", "3", "4"]),
  ];

  it("pairs stems that share most word pairs and the same options in any order", () => {
    expect(duplicatePairs(pool)).toContainEqual(["a", "b"]);
  });
  it("pairs the same stem when half the options are shared", () => {
    expect(duplicatePairs(pool)).toContainEqual(["a", "d"]);
  });
  it("keeps an instruction stem with other options apart", () => {
    expect(duplicatePairs(pool).flat()).not.toContain("e");
    const spell = (id: string, options: string[]) => item(id, "Choose the correctly spelt word.", options);
    expect(
      duplicatePairs([
        spell("s1", ["embarrass", "embarass", "embaras", "embarras"]),
        spell("s2", ["occurrence", "occurence", "ocurrence", "occurrance"]),
      ]),
    ).toEqual([]);
  });
  it("leaves different questions apart", () => {
    expect(duplicatePairs(pool).flat()).not.toContain("c");
  });
  it("does not pair similar stems with different options", () => {
    expect(duplicatePairs([pool[1]!, pool[4]!])).toEqual([]);
  });
  it("keeps calculations with other numbers apart", () => {
    expect(
      duplicatePairs([
        item("x", "Evaluate 3 + 4 times 2", ["11", "14", "9", "10"]),
        item("y", "Evaluate 5 + 4 times 2", ["13", "18", "11", "12"]),
      ]),
    ).toEqual([]);
  });
  it("keeps the same stem on different stimuli apart", () => {
    const gap = (id: string, stimulus: string) => ({
      ...item(id, "Choose the option that best fills gap 1.", ["so", "but", "and", "yet"]),
      stimulus,
    });
    expect(duplicatePairs([gap("p1", "market"), gap("p2", "harvest"), gap("p3", "market")])).toEqual([["p1", "p3"]]);
  });
  it("finds what one candidate repeats, never itself", () => {
    const prints = pool.map(fingerprint);
    expect(duplicatesOf(pool[0]!, prints).sort()).toEqual(["b", "d"]);
    expect(duplicatesOf(pool[2]!, prints)).toEqual([]);
    expect(nearDuplicateWarning(["b"])?.code).toBe("near_duplicate");
    expect(nearDuplicateWarning([])).toBeNull();
  });
});

describe("key-longest share", () => {
  const longest = { text: "?", options: ["aaaa", "a", "b", "c"], answer: 0 };
  const shortest = { text: "?", options: ["a", "bbbb", "cc", "dd"], answer: 0 };
  it("is the share of items whose key is strictly longest", () => {
    expect(keyLongestShare([longest, shortest, shortest, shortest])).toBe(0.25);
    expect(keyLongestShare([])).toBe(0);
  });
  it("warns above 30 % and not at it", () => {
    const atLimit = [...Array(3).fill(longest), ...Array(7).fill(shortest)];
    const over = [...Array(4).fill(longest), ...Array(6).fill(shortest)];
    expect(keyLongestShareWarning("Commerce", atLimit)).toBeNull();
    expect(keyLongestShareWarning("Commerce", over)?.message).toMatch(/40 %/);
  });
});
