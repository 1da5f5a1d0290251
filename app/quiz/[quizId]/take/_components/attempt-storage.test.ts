import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  forgetAttempt,
  keepStart,
  keptStart,
  readPendingAnswers,
  readPosition,
  rememberAnswer,
  writePendingAnswers,
  writePosition,
  type StartAnswer,
} from "./attempt-storage";

const started = (remaining: number | null): StartAnswer => ({
  quiz: { id: "q1", title: "Quiz", time_limit: remaining === null ? null : 10, passing_score: 70, question_count: 2 },
  questions: [
    { id: "a", question: "A?", options: ["1", "2"] },
    { id: "b", question: "B?", options: ["1", "2"] },
  ],
  attempt: {
    id: "t1",
    started_at: "2026-11-24T10:00:00Z",
    expires_at: null,
    remaining_seconds: remaining,
    answers: {},
  },
});

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  vi.useFakeTimers({ now: new Date("2026-11-24T10:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the phone's copy of an attempt", () => {
  it("reopens a timed attempt with its timer run down, and not once it has expired", () => {
    keepStart("q1", started(60));
    vi.advanceTimersByTime(45_000);
    expect(keptStart("q1")?.attempt.remaining_seconds).toBe(15);
    vi.advanceTimersByTime(15_000);
    expect(keptStart("q1")).toBeNull();
  });

  it("keeps every answer in the kept start answer, and the unsaved ones apart", () => {
    keepStart("q1", started(null));
    rememberAnswer("q1", "a", 1);
    writePendingAnswers("t1", { a: 1 });
    expect(keptStart("q1")?.attempt.answers).toEqual({ a: 1 });
    expect(readPendingAnswers("t1")).toEqual({ a: 1 });
  });

  it("keeps the question on screen and the flags by attempt id, and forgets everything after a submit", () => {
    expect(readPosition("t1")).toEqual({ current: 0, flags: [] });
    writePosition("t1", { current: 4, flags: ["b"] });
    expect(readPosition("t1")).toEqual({ current: 4, flags: ["b"] });
    expect(readPosition("t2")).toEqual({ current: 0, flags: [] });
    keepStart("q1", started(null));
    forgetAttempt("q1", "t1");
    expect(readPosition("t1")).toEqual({ current: 0, flags: [] });
    expect(keptStart("q1")).toBeNull();
  });

  it("reads a damaged copy as none", () => {
    localStorage.setItem("quiz-position:t1", "{not json");
    expect(readPosition("t1")).toEqual({ current: 0, flags: [] });
  });
});
