import { describe, expect, it } from "vitest";
import { safeNextPath, signInHref } from "./safe-next";

describe("safeNextPath", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeNextPath("/exams/utme")).toBe("/exams/utme");
    expect(safeNextPath("/quizzes?exam=WAEC")).toBe("/quizzes?exam=WAEC");
    expect(safeNextPath(["/exams", "/other"])).toBe("/exams");
  });

  it.each([undefined, null, "", "exams", "//evil.example/x", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "/a\nb", `/${"x".repeat(600)}`])(
    "refuses %j",
    (value) => {
      expect(safeNextPath(value)).toBeNull();
    },
  );
});

describe("signInHref", () => {
  it("encodes the way back", () => {
    expect(signInHref("/exams/utme")).toBe("/signin?next=%2Fexams%2Futme");
  });
});
