// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { examOpenOnPhone } from "./exam-on-phone";

const NOW = Date.parse("2026-12-06T09:00:00Z");

const keepSitting = (id: string, mode: string, deadline: number | null, submitted_at: string | null = null) =>
  localStorage.setItem(
    `exam-sitting:${id}`,
    JSON.stringify({ sitting: { id, mode, submitted_at, sections: [] }, deadline, kept_at: NOW }),
  );

const keepPack = (paperId: string, mode: string, started_at: number | null, finished_at: number | null = null) =>
  localStorage.setItem(
    `offline-pack:${paperId}`,
    JSON.stringify({
      pack: { id: `pack-${paperId}`, paper_id: paperId, mode, duration_minutes: 90, sections: [] },
      offset_ms: 0,
      bytes: 1,
      started_at,
      finished_at,
      answered_at: {},
    }),
  );

beforeEach(() => localStorage.clear());

describe("examOpenOnPhone", () => {
  it("is false on a phone with no exam, or only practice", () => {
    expect(examOpenOnPhone(NOW)).toBe(false);
    keepSitting("p1", "practice", null);
    keepPack("waec-biology", "practice", NOW - 60_000);
    expect(examOpenOnPhone(NOW)).toBe(false);
  });

  it("is true while a kept exam sitting runs, and false once its deadline passed or it was submitted", () => {
    keepSitting("e1", "exam", NOW + 60_000);
    localStorage.setItem("exam-sitting:e1:progress", JSON.stringify({ answers: {} }));
    expect(examOpenOnPhone(NOW)).toBe(true);
    expect(examOpenOnPhone(NOW + 61_000)).toBe(false);
    keepSitting("e1", "exam", NOW + 60_000, "2026-12-06T08:59:00Z");
    expect(examOpenOnPhone(NOW)).toBe(false);
  });

  it("is true while a downloaded exam paper is sat, and false before its start, after its finish or its time", () => {
    keepPack("waec-physics", "exam", null);
    expect(examOpenOnPhone(NOW)).toBe(false);
    keepPack("waec-physics", "exam", NOW - 60_000);
    expect(examOpenOnPhone(NOW)).toBe(true);
    expect(examOpenOnPhone(NOW + 90 * 60_000)).toBe(false);
    keepPack("waec-physics", "exam", NOW - 60_000, NOW - 1_000);
    expect(examOpenOnPhone(NOW)).toBe(false);
  });

  it("ignores an entry it cannot read", () => {
    localStorage.setItem("exam-sitting:broken", "{not json");
    expect(examOpenOnPhone(NOW)).toBe(false);
  });
});
