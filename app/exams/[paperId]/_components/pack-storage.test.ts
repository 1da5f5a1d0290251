import { describe, expect, it } from "vitest";
import { packEnd, uploadBody, type KeptPack, type OfflinePack } from "./pack-storage";

const pack = { id: "p1", paper_id: "waec-mathematics", duration_minutes: 90 } as OfflinePack;
const START = Date.parse("2026-12-05T08:00:00Z");

describe("packEnd", () => {
  it("ends at the submit, or at the deadline when the clock ran out while the candidate was away", () => {
    expect(packEnd(START, pack, START + 60_000)).toBe(START + 60_000);
    expect(packEnd(START, pack, START + 90 * 60_000)).toBe(START + 90 * 60_000);
    expect(packEnd(START, pack, START + 5 * 3600_000)).toBe(START + 90 * 60_000);
    expect(packEnd(START, { duration_minutes: null }, START + 5 * 3600_000)).toBe(START + 5 * 3600_000);
  });
});

describe("uploadBody", () => {
  const kept: KeptPack = {
    pack,
    // The server's clock is 2 minutes behind this phone's.
    offset_ms: -120_000,
    bytes: 1,
    started_at: START,
    finished_at: START + 600_000,
    answered_at: { q1: START + 30_000 },
  };

  it("turns the phone's times into the server's, each answer at its own time", () => {
    const body = uploadBody(kept, {
      answers: { q1: "B", q2: "C" },
      flags: ["q2"],
      opened: ["q1", "q2", "q3"],
      timeSpent: { Mathematics: 400_500 },
    });
    expect(body).toEqual({
      started_at: "2026-12-05T07:58:00.000Z",
      finished_at: "2026-12-05T08:08:00.000Z",
      // q2's time was not kept (a phone that lost it): the start, which is always allowed.
      answers: {
        q1: { answer: "B", answered_at: "2026-12-05T07:58:30.000Z" },
        q2: { answer: "C", answered_at: "2026-12-05T07:58:00.000Z" },
      },
      flags: ["q2"],
      opened: ["q1", "q2", "q3"],
      time_spent: { Mathematics: 400 },
    });
  });

  it("never claims more time on a subject than the paper was sat, nor under a second", () => {
    const body = uploadBody(kept, { answers: {}, timeSpent: { Mathematics: 900_000, Physics: 999 } });
    expect(body.time_spent).toEqual({ Mathematics: 600 });
    expect(uploadBody(kept, null)).toMatchObject({ answers: {}, flags: [], opened: [], time_spent: {} });
  });
});
