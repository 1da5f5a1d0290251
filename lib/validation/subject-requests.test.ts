import { describe, expect, it } from "vitest";
import { subjectRequestSchema } from "./subject-requests";

const first = (input: unknown) => {
  const r = subjectRequestSchema.safeParse(input);
  return r.success ? null : r.error.issues[0]!.message;
};

describe("subjectRequestSchema", () => {
  it("accepts a subject, an exam and an optional note, trimmed", () => {
    expect(subjectRequestSchema.parse({ subject: "  Further Mathematics ", exam: "WAEC" })).toEqual({
      subject: "Further Mathematics",
      exam: "WAEC",
      note: null,
    });
    expect(subjectRequestSchema.parse({ subject: "CRS", exam: "UTME", note: " past questions please " }).note).toBe(
      "past questions please",
    );
    expect(subjectRequestSchema.parse({ subject: "CRS", exam: "Other", note: "" }).note).toBeNull();
  });

  it("bounds every field", () => {
    expect(first({ exam: "WAEC" })).toBe("Subject is required");
    expect(first({ subject: " a ", exam: "WAEC" })).toBe("Subject must be at least 2 characters");
    expect(first({ subject: "x".repeat(60), exam: "WAEC" })).toBeNull();
    expect(first({ subject: "x".repeat(61), exam: "WAEC" })).toBe("Subject must be at most 60 characters");
    expect(first({ subject: "Music", exam: "JAMB" })).toBe("Choose the exam: WAEC, NECO, UTME or Other");
    expect(first({ subject: "Music", exam: "NECO", note: "y".repeat(500) })).toBeNull();
    expect(first({ subject: "Music", exam: "NECO", note: "y".repeat(501) })).toBe(
      "Note must be at most 500 characters",
    );
    expect(first({ subject: "Music", exam: "NECO", note: 5 })).toBe("Note must be text");
  });
});
