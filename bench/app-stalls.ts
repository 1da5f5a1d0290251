// What the app's server processes went through during a measurement, from the lines
// bench/app-probe.ts writes in each of them: how often and how long their event loops stood
// still, how much of that they spent on the CPU, their garbage collections and the memory
// pages they faulted in. Reported beside latencies, without targets.
import fs from "node:fs";
import path from "node:path";
import { readJsonLines } from "./context";

/** A timer this much late or more counts as a stall of the event loop. */
export const STALL_MS = 50;

/** One second of one server process. */
export type ProbeLine = {
  /** When the second ended (epoch ms). */
  t: number;
  pid: number;
  /** How late the loop's timer fired, each time it was STALL_MS or more. */
  stalls: number[];
  /** CPU the process used during those stalls, in ms. */
  stallCpuMs: number;
  /** [count, ms on the main thread] of scavenges, and of mark-compacts. */
  minorGc: [number, number];
  majorGc: [number, number];
  /** Minor page faults: memory the process touched for the first time since the OS handed it over. */
  faults: number;
  heapMb: number;
};

export type AppStalls = {
  processes: number;
  stalls: number;
  stallsOver200Ms: number;
  longestStallMs: number;
  /** Stalled time of all processes together, and the share of it they spent on the CPU. */
  stalledMs: number;
  stalledOnCpuPercent: number;
  scavengeMs: number;
  markCompacts: number;
  markCompactMs: number;
  faultsPerRequest?: number;
  largestHeapMb: number;
};

/** Sums the lines of seconds ending within [fromMs, toMs]. */
export function summarizeProbe(lines: ProbeLine[], fromMs: number, toMs: number, requests?: number): AppStalls {
  const within = lines.filter((l) => l.t > fromMs && l.t <= toMs);
  const stalls = within.flatMap((l) => l.stalls);
  const stalledMs = stalls.reduce((t, s) => t + s, 0);
  const sum = (pick: (l: ProbeLine) => number) => within.reduce((t, l) => t + pick(l), 0);
  const faults = sum((l) => l.faults);
  return {
    processes: new Set(within.map((l) => l.pid)).size,
    stalls: stalls.length,
    stallsOver200Ms: stalls.filter((s) => s > 200).length,
    longestStallMs: stalls.length ? Math.max(...stalls) : 0,
    stalledMs,
    stalledOnCpuPercent: stalledMs > 0 ? Math.round((sum((l) => l.stallCpuMs) / stalledMs) * 100) : 0,
    scavengeMs: Math.round(sum((l) => l.minorGc[1])),
    markCompacts: sum((l) => l.majorGc[0]),
    markCompactMs: Math.round(sum((l) => l.majorGc[1])),
    faultsPerRequest: requests ? Math.round((faults / requests) * 10) / 10 : undefined,
    largestHeapMb: within.reduce((m, l) => Math.max(m, l.heapMb), 0),
  };
}

export function readProbeLines(dir: string): ProbeLine[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".jsonl"))
    .flatMap((f) => readJsonLines<ProbeLine>(path.join(dir, f)));
}

/** Starts a measurement; the returned function sums what the app's processes went through since. */
export function appStallMeter(dir: string | undefined): (requests?: number) => AppStalls | null {
  const from = Date.now();
  return (requests) => (dir ? summarizeProbe(readProbeLines(dir), from, Date.now(), requests) : null);
}

export function appStallsText(s: AppStalls | null): string {
  if (!s) return "not probed";
  const faults = s.faultsPerRequest === undefined ? "" : `, ${s.faultsPerRequest} page faults per request`;
  return (
    `${s.stalls} stalls of ${STALL_MS} ms or more (${s.stallsOver200Ms} over 200 ms, longest ${s.longestStallMs} ms, ${s.stalledOnCpuPercent}% of the stalled time on the CPU); ` +
    `main-thread GC: scavenges ${s.scavengeMs} ms, ${s.markCompacts} mark-compacts ${s.markCompactMs} ms${faults}; largest heap ${s.largestHeapMb} MB`
  );
}
