import { describe, expect, it } from "vitest";
import { queryRecord } from "./query-params";

describe("queryRecord", () => {
  it("leaves out the empty fields a GET form sends", () => {
    expect(queryRecord(new URLSearchParams("search=&category=&difficulty=easy&type="))).toEqual({ difficulty: "easy" });
  });

  it("treats a value of blanks as empty", () => {
    expect(queryRecord(new URLSearchParams("search=%20%20&page=2"))).toEqual({ page: "2" });
  });

  it("keeps a name's first value", () => {
    expect(queryRecord(new URLSearchParams("sort=price-low&sort=rating"))).toEqual({ sort: "price-low" });
    expect(queryRecord({ sort: ["rating", "price-low"], level: undefined, search: "algebra" })).toEqual({
      sort: "rating",
      search: "algebra",
    });
  });

  it("skips an empty first value for a later one", () => {
    expect(queryRecord(new URLSearchParams("category=&category=Physics"))).toEqual({ category: "Physics" });
  });
});
