import { describe, expect, it } from "vitest";
import { assignmentStatus, countdownText, percent } from "./rules";

const at = (iso: string) => new Date(iso);
const window = { opensAt: at("2026-12-11T09:00:00Z"), closesAt: at("2026-12-11T12:00:00Z") };

describe("assignment status", () => {
  it("follows the window while there is no sitting", () => {
    expect(assignmentStatus(window, null, at("2026-12-11T08:59:59Z"))).toBe("upcoming");
    expect(assignmentStatus(window, null, at("2026-12-11T09:00:00Z"))).toBe("open");
    expect(assignmentStatus(window, null, at("2026-12-11T11:59:59Z"))).toBe("open");
    expect(assignmentStatus(window, null, at("2026-12-11T12:00:00Z"))).toBe("missed");
  });

  it("follows the sitting once there is one, its grace included", () => {
    const open = { submittedAt: null, expiresAt: at("2026-12-11T12:00:00Z"), graceSeconds: 60 };
    expect(assignmentStatus(window, open, at("2026-12-11T12:01:00Z"))).toBe("in_progress");
    expect(assignmentStatus(window, open, at("2026-12-11T12:01:01Z"))).toBe("submitted");
    expect(
      assignmentStatus(window, { ...open, submittedAt: at("2026-12-11T10:00:00Z") }, at("2026-12-11T10:00:01Z")),
    ).toBe("submitted");
    expect(assignmentStatus(window, { ...open, expiresAt: null }, at("2027-01-01T00:00:00Z"))).toBe("in_progress");
  });
});

describe("countdown text", () => {
  const now = at("2026-12-11T09:00:00Z");
  it("names the largest units", () => {
    expect(countdownText(at("2026-12-13T13:30:00Z"), now)).toBe("2 d 4 h");
    expect(countdownText(at("2026-12-11T12:05:00Z"), now)).toBe("3 h 05 min");
    expect(countdownText(at("2026-12-11T09:12:59Z"), now)).toBe("12 min");
    expect(countdownText(at("2026-12-11T09:00:45Z"), now)).toBe("45 s");
    expect(countdownText(at("2026-12-11T08:00:00Z"), now)).toBe("0 s");
  });
  it("writes shares as percentages", () => {
    expect(percent(null)).toBe("—");
    expect(percent(0.456)).toBe("46%");
  });
});
