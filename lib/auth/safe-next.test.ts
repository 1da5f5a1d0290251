import { describe, expect, it } from "vitest";
import { afterSignInPath, safeNextPath, signInHref } from "./safe-next";

describe("safeNextPath", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeNextPath("/exams/utme")).toBe("/exams/utme");
    expect(safeNextPath("/quizzes?exam=WAEC")).toBe("/quizzes?exam=WAEC");
    expect(safeNextPath(["/exams", "/other"])).toBe("/exams");
  });

  it.each([
    undefined,
    null,
    "",
    "exams",
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "/a\nb",
    `/${"x".repeat(600)}`,
  ])("refuses %j", (value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});

describe("signInHref", () => {
  it("encodes the way back", () => {
    expect(signInHref("/exams/utme")).toBe("/signin?next=%2Fexams%2Futme");
  });
});

describe("afterSignInPath", () => {
  it("sends a tutor to the studio and a student home, unless a page asked for them", () => {
    expect(afterSignInPath("tutor", undefined)).toBe("/studio");
    expect(afterSignInPath("student", undefined)).toBe("/");
    expect(afterSignInPath("tutor", "/studio/courses/c1")).toBe("/studio/courses/c1");
    expect(afterSignInPath("student", "/exams/utme")).toBe("/exams/utme");
  });
});
