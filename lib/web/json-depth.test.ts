import { describe, expect, it } from "vitest";
import { jsonNestsDeeperThan, MAX_JSON_BODY_DEPTH } from "./json-depth";

const arrays = (n: number) => "[".repeat(n) + "]".repeat(n);
const objects = (n: number) => '{"a":'.repeat(n) + "1" + "}".repeat(n);

describe("jsonNestsDeeperThan", () => {
  it("counts nothing in a text without objects or arrays", () => {
    for (const text of ["", "1", '"x"', "true", "null", "   "]) expect(jsonNestsDeeperThan(text, 0)).toBe(false);
  });

  it("refuses exactly past the limit, for arrays, objects and a mix", () => {
    for (const make of [arrays, objects, (n: number) => '{"a":['.repeat(n / 2) + "1" + "]}".repeat(n / 2)]) {
      expect(jsonNestsDeeperThan(make(32), 32)).toBe(false);
      expect(jsonNestsDeeperThan(make(34), 32)).toBe(true);
    }
    expect(jsonNestsDeeperThan(arrays(33), 32)).toBe(true);
    expect(jsonNestsDeeperThan("{}", 0)).toBe(true);
    expect(jsonNestsDeeperThan("{}", 1)).toBe(false);
  });

  it("counts depth, not how many objects there are", () => {
    const wide = `[${Array.from({ length: 10_000 }, () => '{"a":[1]}').join(",")}]`;
    expect(jsonNestsDeeperThan(wide, 3)).toBe(false);
    expect(jsonNestsDeeperThan(wide, 2)).toBe(true);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ text: "[".repeat(1000) }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ text: 'a "quoted" [[[[ \\ {{{{' }), 1)).toBe(false);
    // An escaped backslash ends with the string's closing quote: the brackets after it count.
    expect(jsonNestsDeeperThan('["\\\\", [[]]]', 2)).toBe(true);
    expect(jsonNestsDeeperThan('["\\"", [[]]]', 2)).toBe(true);
    expect(jsonNestsDeeperThan('["\\"[[[[", 1]', 1)).toBe(false);
  });

  it("answers at once for the deep bodies that overflow a recursive walk", () => {
    for (const n of [5_000, 100_000, 1_000_000]) {
      expect(jsonNestsDeeperThan(arrays(n), MAX_JSON_BODY_DEPTH)).toBe(true);
      expect(jsonNestsDeeperThan(objects(n), MAX_JSON_BODY_DEPTH)).toBe(true);
    }
  });

  it("lets closing brackets of malformed text fall below zero without harm (JSON.parse refuses the text)", () => {
    expect(jsonNestsDeeperThan("]]]]][[", 2)).toBe(false);
    expect(jsonNestsDeeperThan("]]]]][[[", 2)).toBe(false);
  });

  it("keeps the API's real bodies well inside the limit", () => {
    const review = { reviews: [{ card_id: "c1", rating: 3, answer: { options: ["a", "b"] }, meta: { at: { t: 1 } } }] };
    expect(jsonNestsDeeperThan(JSON.stringify(review), MAX_JSON_BODY_DEPTH)).toBe(false);
  });
});
