import { describe, expect, it } from "vitest";
import { impossibleClaim, packStartBy, PACK_START_DAYS, type OfflineClaim, type PackFacts } from "./offline-claims";

const T0 = Date.parse("2026-12-05T08:00:00Z");
const pack: PackFacts = {
  downloadedAt: T0,
  durationSeconds: 600,
  graceSeconds: 60,
  options: 4,
  subjects: ["Physics"],
  questionIds: new Set(["q1", "q2"]),
};
const start = T0 + 60_000;
const claim: OfflineClaim = {
  startedAt: start,
  finishedAt: start + 600_000,
  answers: { q1: { answer: "B", answeredAt: start + 10_000 } },
  flags: ["q2"],
  opened: ["q1", "q2"],
  timeSpent: { Physics: 600 },
};
const later = start + 3_600_000;
const fieldOf = (c: Partial<OfflineClaim>, facts: Partial<PackFacts> = {}, uploadedAt = later) =>
  impossibleClaim({ ...pack, ...facts }, { ...claim, ...c }, uploadedAt)?.field ?? null;

describe("impossibleClaim", () => {
  it("takes a claim that could be true, to the paper's last second and the grace's", () => {
    expect(fieldOf({})).toBeNull();
    expect(fieldOf({ startedAt: T0 })).toBeNull();
    expect(fieldOf({ finishedAt: start + 660_000 })).toBeNull();
    expect(fieldOf({ finishedAt: start + 660_000 }, {}, start + 660_000)).toBeNull();
  });

  it("refuses a start before the download, by a millisecond", () => {
    expect(fieldOf({ startedAt: T0 - 1 })).toBe("started_at");
  });

  it("takes a start up to the pack's last day, and refuses one a millisecond after", () => {
    const lastStart = T0 + PACK_START_DAYS * 86_400_000;
    expect(packStartBy(T0)).toBe(lastStart);
    const at = (startedAt: number) => ({ startedAt, finishedAt: startedAt + 60_000, answers: {}, timeSpent: {} });
    expect(fieldOf(at(lastStart), {}, lastStart + 120_000)).toBeNull();
    expect(fieldOf(at(lastStart + 1), {}, lastStart + 120_000)).toBe("started_at");
  });

  it("refuses an end before the start or after the upload", () => {
    expect(fieldOf({ finishedAt: start - 1, answers: {} })).toBe("finished_at");
    expect(fieldOf({}, {}, claim.finishedAt - 1)).toBe("finished_at");
  });

  it("refuses more than the paper's time and grace, and lets untimed practice run on", () => {
    expect(fieldOf({ finishedAt: start + 660_001 })).toBe("finished_at");
    expect(fieldOf({ finishedAt: start + 3_000_000 }, { durationSeconds: null })).toBeNull();
  });

  it("refuses answers out of order: before the start, after the end", () => {
    expect(fieldOf({ answers: { q1: { answer: "A", answeredAt: start - 1 } } })).toBe("answers.q1");
    expect(fieldOf({ answers: { q1: { answer: "A", answeredAt: start } } })).toBeNull();
    expect(fieldOf({ answers: { q1: { answer: "A", answeredAt: claim.finishedAt } } })).toBeNull();
    expect(fieldOf({ answers: { q1: { answer: "A", answeredAt: claim.finishedAt + 1 } } })).toBe("answers.q1");
  });

  it("refuses questions, letters and subjects the pack does not hold", () => {
    expect(fieldOf({ answers: { q9: { answer: "A", answeredAt: start + 1 } } })).toBe("answers.q9");
    expect(fieldOf({ answers: { q1: { answer: "E", answeredAt: start + 1 } } })).toBe("answers.q1");
    expect(fieldOf({ answers: { q1: { answer: "E", answeredAt: start + 1 } } }, { options: 5 })).toBeNull();
    expect(fieldOf({ flags: ["q9"] })).toBe("flags");
    expect(fieldOf({ opened: ["q9"] })).toBe("opened");
    expect(fieldOf({ timeSpent: { Chemistry: 1 } })).toBe("time_spent");
  });

  it("refuses more time on a subject than the paper was sat", () => {
    expect(fieldOf({ timeSpent: { Physics: 601 } })).toBe("time_spent");
  });
});
