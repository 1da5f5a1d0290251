import { describe, expect, it } from "vitest";
import { applyReport, mergeReports, mergeWithServer, nextBatch, withoutBatch } from "./progress-sync";
import { lagosDay } from "@/lib/validation/progress";

describe("mergeReports", () => {
  it("keeps one report per video: the last completed flag and position, watched time summed", () => {
    expect(
      mergeReports([
        { videoId: "a", position_seconds: 10, watched_seconds: 10 },
        { videoId: "b", completed: true },
        { videoId: "a", position_seconds: 20, watched_seconds: 5 },
        { videoId: "a", completed: true },
      ]),
    ).toEqual([
      { videoId: "a", completed: true, position_seconds: 20, watched_seconds: 15 },
      { videoId: "b", completed: true },
    ]);
  });

  it("lets a later un-complete win and drops zero watched time", () => {
    expect(
      mergeReports([
        { videoId: "a", completed: true },
        { videoId: "a", completed: false, watched_seconds: 0 },
      ]),
    ).toEqual([{ videoId: "a", completed: false }]);
  });
});

describe("applyReport and mergeWithServer", () => {
  it("updates the cached copy", () => {
    let cache = { completed: [] as string[], positions: {} as Record<string, number> };
    cache = applyReport(cache, { videoId: "a", completed: true, position_seconds: 30 });
    cache = applyReport(cache, { videoId: "b", position_seconds: 5 });
    expect(cache).toEqual({ completed: ["a"], positions: { a: 30, b: 5 } });
    expect(applyReport(cache, { videoId: "a", completed: false }).completed).toEqual([]);
  });

  it("prefers the server's positions and unions completions", () => {
    expect(
      mergeWithServer({ completed: ["a"], positions: { a: 100 } }, { completed: ["b"], positions: { a: 5, b: 50 } }),
    ).toEqual({
      completed: ["a", "b"],
      positions: { a: 100, b: 50 },
    });
    expect(mergeWithServer({ completed: [], positions: {} }, null)).toEqual({ completed: [], positions: {} });
  });
});

describe("lagosDay", () => {
  it("is the calendar day in Lagos (UTC+1)", () => {
    expect(lagosDay(new Date("2026-11-21T22:59:59Z"))).toBe("2026-11-21");
    expect(lagosDay(new Date("2026-11-21T23:00:00Z"))).toBe("2026-11-22");
    expect(lagosDay(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });
});

describe("the queue's batches", () => {
  it("sends the first lesson's reports folded into one, and nothing when nothing waits", () => {
    expect(nextBatch([])).toBeNull();
    const queue = [
      { videoId: "v1", position_seconds: 10, watched_seconds: 10 },
      { videoId: "v2", completed: true },
      { videoId: "v1", position_seconds: 20, watched_seconds: 10 },
    ];
    expect(nextBatch(queue)).toEqual({
      report: { videoId: "v1", position_seconds: 20, watched_seconds: 20 },
      upTo: 3,
    });
  });

  it("once sent, takes out that lesson's reports it read and keeps the others and those queued since", () => {
    const queue = [
      { videoId: "v1", position_seconds: 10 },
      { videoId: "v2", completed: true },
      { videoId: "v1", position_seconds: 20 },
    ];
    const batch = nextBatch(queue)!;
    const since = [...queue, { videoId: "v1", position_seconds: 30 }];
    expect(withoutBatch(since, batch)).toEqual([
      { videoId: "v2", completed: true },
      { videoId: "v1", position_seconds: 30 },
    ]);
    expect(nextBatch(withoutBatch(since, batch))!.report).toEqual({ videoId: "v2", completed: true });
  });
});
