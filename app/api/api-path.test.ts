import { describe, expect, it } from "vitest";
import { apiPath } from "./api-path";

describe("apiPath", () => {
  it("fills the path's params, encoded", () => {
    expect(apiPath("GET /api/sittings/{id}", { params: { id: "a b/c" } })).toBe("/api/sittings/a%20b%2Fc");
  });

  it("appends the query, leaving out empty values", () => {
    expect(apiPath("GET /api/payments/status", { query: { course_id: "c1", other: "", none: undefined } })).toBe(
      "/api/payments/status?course_id=c1",
    );
    expect(apiPath("GET /api/papers")).toBe("/api/papers");
  });
});
