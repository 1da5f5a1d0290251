import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appStallsText, readProbeLines, summarizeProbe, type ProbeLine } from "./app-stalls";

const line = (t: number, pid: number, over: Partial<ProbeLine> = {}): ProbeLine => ({
  t,
  pid,
  stalls: [],
  stallCpuMs: 0,
  minorGc: [0, 0],
  majorGc: [0, 0],
  faults: 0,
  heapMb: 100,
  ...over,
});

describe("summarizeProbe", () => {
  const lines = [
    line(1_000, 1, { stalls: [60], stallCpuMs: 60, faults: 10 }),
    line(2_000, 1, {
      stalls: [300, 80],
      stallCpuMs: 40,
      minorGc: [3, 30.4],
      majorGc: [1, 20.6],
      faults: 90,
      heapMb: 400,
    }),
    line(2_000, 2, { stalls: [120], stallCpuMs: 20, minorGc: [2, 10], faults: 100, heapMb: 250 }),
    line(3_000, 2, { stalls: [900], stallCpuMs: 900, majorGc: [1, 50], faults: 1_000 }),
  ];

  it("sums the seconds that ended within the interval, over every process", () => {
    const s = summarizeProbe(lines, 1_000, 2_500, 20);
    expect(s).toEqual({
      processes: 2,
      stalls: 3,
      stallsOver200Ms: 1,
      longestStallMs: 300,
      stalledMs: 500,
      stalledOnCpuPercent: 12,
      scavengeMs: 40,
      markCompacts: 1,
      markCompactMs: 21,
      faultsPerRequest: 9.5,
      largestHeapMb: 400,
    });
  });

  it("says nothing was stalled when no line falls within the interval", () => {
    const s = summarizeProbe(lines, 5_000, 6_000);
    expect(s.processes).toBe(0);
    expect(s.stalls).toBe(0);
    expect(s.stalledOnCpuPercent).toBe(0);
    expect(s.faultsPerRequest).toBeUndefined();
  });

  it("reads back what every process wrote, one JSON line a second", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "probe-"));
    try {
      fs.writeFileSync(path.join(dir, "1.jsonl"), `${JSON.stringify(lines[0])}\n${JSON.stringify(lines[1])}\n`);
      fs.writeFileSync(path.join(dir, "2.jsonl"), `${JSON.stringify(lines[2])}\n`);
      expect(readProbeLines(dir)).toHaveLength(3);
      expect(readProbeLines(path.join(dir, "absent"))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("writes a sentence for the report", () => {
    expect(appStallsText(null)).toBe("not probed");
    expect(appStallsText(summarizeProbe(lines, 0, 3_000, 100))).toContain(
      "5 stalls of 50 ms or more (2 over 200 ms, longest 900 ms",
    );
  });
});
