import { afterEach, describe, expect, it, vi } from "vitest";
import { clockAnnouncement, deadlineFrom, paperSeconds, secondsUntil } from "./sitting-clock";

describe("clockAnnouncement", () => {
  it("says nothing before the first milestone or without a clock", () => {
    expect(clockAnnouncement(null)).toBe("");
    expect(clockAnnouncement(2 * 3600)).toBe("");
    expect(clockAnnouncement(3601)).toBe("");
  });

  it("names the last milestone passed, so it changes only when one is crossed", () => {
    expect(clockAnnouncement(3600)).toBe("60 minutes left.");
    expect(clockAnnouncement(1801)).toBe("60 minutes left.");
    expect(clockAnnouncement(1800)).toBe("30 minutes left.");
    expect(clockAnnouncement(901)).toBe("30 minutes left.");
    expect(clockAnnouncement(900)).toBe("15 minutes left.");
    expect(clockAnnouncement(600)).toBe("10 minutes left.");
    expect(clockAnnouncement(300)).toBe("5 minutes left.");
    expect(clockAnnouncement(61)).toBe("5 minutes left.");
    expect(clockAnnouncement(60)).toBe("1 minute left.");
    expect(clockAnnouncement(1)).toBe("1 minute left.");
    expect(clockAnnouncement(0)).toBe("Time is up.");
  });

  it("changes a handful of times over a two-hour paper, not every second", () => {
    const texts = new Set(Array.from({ length: 7201 }, (_, s) => clockAnnouncement(7200 - s)));
    expect(texts.size).toBe(8); // "", six milestones, time up
  });
});

describe("the deadline", () => {
  it("is the server's seconds left counted from now on this phone's clock", () => {
    expect(deadlineFrom(90, 1_000)).toBe(91_000);
    expect(deadlineFrom(null, 1_000)).toBeNull();
    expect(secondsUntil(91_000, 1_000)).toBe(90);
    expect(secondsUntil(91_000, 100_000)).toBe(0);
  });

  it("gives the paper's whole time for the clock's colour", () => {
    expect(paperSeconds("2026-01-01T10:00:00Z", "2026-01-01T12:00:00Z")).toBe(7200);
    expect(paperSeconds("2026-01-01T10:00:00Z", null)).toBe(0);
  });
});

describe("documentArrival", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  const navigation = (name: string, responseStart: number) =>
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([{ name, responseStart } as unknown as PerformanceEntry]);

  it("is when this sitting's document began to arrive, the first time only", async () => {
    vi.resetModules();
    vi.stubGlobal("window", globalThis);
    const { documentArrival } = await import("./sitting-clock");
    navigation("http://localhost/exams/sittings/s1", 1_000);
    const now = performance.timeOrigin + 9_000;
    expect(documentArrival("/exams/sittings/s1", now)).toBe(performance.timeOrigin + 1_000);
    expect(documentArrival("/exams/sittings/s1", now)).toBe(now);
  });

  it("is now on the server", async () => {
    vi.resetModules();
    const { documentArrival } = await import("./sitting-clock");
    navigation("http://localhost/exams/sittings/s1", 1_000);
    expect(documentArrival("/exams/sittings/s1", 5)).toBe(5);
  });

  it("is now when the document was another page's (a navigation in the app)", async () => {
    vi.resetModules();
    vi.stubGlobal("window", globalThis);
    const { documentArrival } = await import("./sitting-clock");
    navigation("http://localhost/exams/utme", 1_000);
    expect(documentArrival("/exams/sittings/s1", performance.timeOrigin + 9_000)).toBe(performance.timeOrigin + 9_000);
  });
});
