import { describe, expect, it } from "vitest";
import { reportCreateSchema } from "./bank";
import {
  approveSchema,
  editorialQuestionsQuerySchema,
  editorialReportsQuerySchema,
  rejectSchema,
  resolveReportSchema,
} from "./editorial";

const issue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? null : { path: result.error!.issues[0]!.path.join("."), message: result.error!.issues[0]!.message };

describe("reportCreateSchema", () => {
  it("keeps the four reasons as they are", () => {
    for (const reason of ["wrong_key", "typo", "unclear", "other"] as const) {
      expect(reportCreateSchema.parse({ reason })).toEqual({ reason, detail: undefined });
    }
    expect(reportCreateSchema.parse({ reason: " typo ", detail: " a b " })).toEqual({ reason: "typo", detail: "a b" });
  });

  it("takes a reason in the student's own words as other, with the words as the detail", () => {
    expect(reportCreateSchema.parse({ reason: "The key is B" })).toEqual({ reason: "other", detail: "The key is B" });
    expect(reportCreateSchema.parse({ reason: "Wrong_Key" })).toEqual({ reason: "other", detail: "Wrong_Key" });
    expect(reportCreateSchema.parse({ reason: "The key is B", detail: "see line 2" })).toEqual({
      reason: "other",
      detail: "The key is B\n\nsee line 2",
    });
  });

  it("refuses an empty reason, a non-text one, unknown fields and words beyond 1000 characters together", () => {
    expect(issue(reportCreateSchema.safeParse({ reason: "   " }))?.path).toBe("reason");
    expect(issue(reportCreateSchema.safeParse({}))?.path).toBe("reason");
    expect(issue(reportCreateSchema.safeParse({ reason: 4 }))?.path).toBe("reason");
    expect(reportCreateSchema.safeParse({ reason: "typo", extra: 1 }).success).toBe(false);
    expect(issue(reportCreateSchema.safeParse({ reason: "x".repeat(1001) }))?.path).toBe("reason");
    expect(reportCreateSchema.safeParse({ reason: "x".repeat(1000) }).success).toBe(true);
    // 10 + 2 + 988 = 1000 fits; one more character does not.
    expect(reportCreateSchema.safeParse({ reason: "x".repeat(10), detail: "y".repeat(988) }).success).toBe(true);
    expect(issue(reportCreateSchema.safeParse({ reason: "x".repeat(10), detail: "y".repeat(989) }))).toEqual({
      path: "detail",
      message: "The reason and detail together must be at most 1000 characters",
    });
  });
});

describe("editorial schemas", () => {
  it("reject and resolve need a note of 1 to 1000 characters, trimmed", () => {
    expect(rejectSchema.parse({ note: "  Fix option C.  " })).toEqual({ note: "Fix option C." });
    expect(issue(rejectSchema.safeParse({ note: "  " }))?.path).toBe("note");
    expect(issue(rejectSchema.safeParse({}))?.path).toBe("note");
    expect(rejectSchema.safeParse({ note: "x".repeat(1000) }).success).toBe(true);
    expect(rejectSchema.safeParse({ note: "x".repeat(1001) }).success).toBe(false);
    expect(resolveReportSchema.parse({ note: "ok", action: "retired" })).toEqual({ note: "ok", action: "retired" });
    expect(issue(resolveReportSchema.safeParse({ note: "ok", action: "delete" }))?.path).toBe("action");
    expect(issue(resolveReportSchema.safeParse({ note: "", action: "none" }))?.path).toBe("note");
  });

  it("approve takes nothing, or the whole version number read", () => {
    expect(approveSchema.parse({})).toEqual({});
    expect(approveSchema.parse({ version: 2 })).toEqual({ version: 2 });
    for (const version of [0, 1.5, "2", null]) expect(approveSchema.safeParse({ version }).success).toBe(false);
    expect(approveSchema.safeParse({ note: "x" }).success).toBe(false);
  });

  it("lists default to the work waiting: submitted questions, open reports", () => {
    expect(editorialQuestionsQuerySchema.parse({})).toEqual({ status: "submitted", page: 1, limit: 20 });
    expect(editorialReportsQuerySchema.parse({})).toEqual({ status: "open", page: 1, limit: 20 });
    expect(editorialQuestionsQuerySchema.safeParse({ status: "private" }).success).toBe(false);
    expect(editorialQuestionsQuerySchema.safeParse({ subject: "Astrology" }).success).toBe(false);
    expect(editorialReportsQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
  });
});
