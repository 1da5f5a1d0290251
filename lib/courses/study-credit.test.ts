import { describe, expect, it } from "vitest";
import { creditedSeconds, FIRST_REPORT_MAX_SECONDS } from "./study-credit";
import { MAX_WATCHED_PER_REPORT } from "../validation/progress";

const NOW = new Date("2026-03-02T10:00:00.000Z");
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const credit = (reportedSeconds: number, previousReportAt: Date | null, durationSeconds: number | null = 600) =>
  creditedSeconds({ reportedSeconds, previousReportAt, now: NOW, durationSeconds });

describe("creditedSeconds", () => {
  it("credits an honest report in full", () => {
    expect(credit(10, ago(10))).toBe(10);
    expect(credit(10, ago(11))).toBe(10);
  });

  it("credits no more than the wall-clock time since the previous report", () => {
    expect(credit(30, ago(0.2))).toBe(0);
    expect(credit(30, ago(3))).toBe(3);
    expect(credit(30, ago(3.9))).toBe(3);
  });

  it("a first report is believed up to a short cap", () => {
    expect(credit(10, null)).toBe(10);
    expect(credit(500, null)).toBe(FIRST_REPORT_MAX_SECONDS);
    expect(credit(500, null, 12)).toBe(12);
  });

  it("after a long gap, credits what was reported, up to the lesson's length and the per-report cap", () => {
    expect(credit(25, ago(3600))).toBe(25);
    expect(credit(100_000, ago(86_400), 180)).toBe(MAX_WATCHED_PER_REPORT);
    expect(credit(100_000, ago(86_400), 45)).toBe(45);
  });

  it("a lesson of unknown length is held to the per-report cap", () => {
    expect(credit(100_000, ago(86_400), null)).toBe(MAX_WATCHED_PER_REPORT);
    expect(credit(100_000, ago(86_400), 0)).toBe(MAX_WATCHED_PER_REPORT);
    expect(credit(100_000, null, null)).toBe(FIRST_REPORT_MAX_SECONDS);
  });

  it("a previous report in the future (clock moved back) or at the same instant earns nothing", () => {
    expect(credit(10, new Date(NOW.getTime() + 5000))).toBe(0);
    expect(credit(10, NOW)).toBe(0);
  });

  it("invalid clocks or reports earn nothing", () => {
    expect(credit(10, new Date(Number.NaN))).toBe(0);
    expect(
      creditedSeconds({
        reportedSeconds: 10,
        previousReportAt: ago(60),
        now: new Date(Number.NaN),
        durationSeconds: 600,
      }),
    ).toBe(0);
    expect(credit(-5, ago(60))).toBe(0);
    expect(credit(0, ago(60))).toBe(0);
    expect(credit(Number.NaN, ago(60))).toBe(0);
    expect(credit(Number.POSITIVE_INFINITY, ago(60))).toBe(0);
  });

  it("returns whole seconds", () => {
    expect(credit(9.8, ago(60))).toBe(9);
    expect(Number.isInteger(credit(7.5, ago(7.25)))).toBe(true);
  });

  it("a burst of rapid reports earns at most the burst's wall-clock time", () => {
    let previous: Date | null = ago(60);
    let total = 0;
    for (let i = 1; i <= 20; i++) {
      const at = new Date(NOW.getTime() + i * 10); // 20 reports, 10 ms apart
      total += creditedSeconds({ reportedSeconds: 120, previousReportAt: previous, now: at, durationSeconds: 180 });
      previous = at;
    }
    // The first report follows a real minute of watching; the next 19 earn nothing.
    expect(total).toBe(60);
  });
});
