// The machine's own pauses. A separate process that does nothing else (bench/pause-watch.ts)
// wakes every few milliseconds and writes down each time it woke late: an idle process woken
// late was not given a CPU, so the machine (a virtual machine's host, the kernel's own work, or
// everything on it busy at once) stopped it, not the app. Reported beside the app's own stalls
// (app-stalls.ts), so a run on a machine that pauses says so.
import { spawn } from "node:child_process";
import path from "node:path";
import { readJsonLines } from "./context";

export const WAKE_EVERY_MS = 5;
/** A wake-up this much late or more is written down. */
export const LATE_MS = 30;

/** One late wake-up: when it happened (epoch ms) and how late it was. */
export type Pause = { t: number; lateMs: number };

export type MachinePauses = { pauses: number; over100Ms: number; longestMs: number; pausedMs: number };

/** Sums the late wake-ups within [fromMs, toMs]. */
export function summarizePauses(pauses: Pause[], fromMs: number, toMs: number): MachinePauses {
  const within = pauses.filter((p) => p.t >= fromMs && p.t <= toMs).map((p) => p.lateMs);
  return {
    pauses: within.length,
    over100Ms: within.filter((l) => l > 100).length,
    longestMs: within.length ? Math.max(...within) : 0,
    pausedMs: within.reduce((t, l) => t + l, 0),
  };
}

/** Starts a measurement; the returned function sums the machine's pauses since. */
export function pauseMeter(file: string | undefined): () => MachinePauses | null {
  const from = Date.now();
  return () => (file ? summarizePauses(readJsonLines<Pause>(file), from, Date.now()) : null);
}

export function pausesText(p: MachinePauses | null): string {
  if (!p) return "not watched";
  return `an idle process woken every ${WAKE_EVERY_MS} ms woke ${LATE_MS} ms or more late ${p.pauses} times (${p.over100Ms} over 100 ms, longest ${p.longestMs} ms)`;
}

/**
 * Starts the watching process, writing to `file` (created once it runs). It also ends when this
 * process does, however that happens: it exits when its stdin, a pipe from here, closes.
 */
export function watchMachinePauses(file: string): { pid: number | undefined; stop: () => void } {
  const child = spawn(process.execPath, ["--import", "tsx/esm", path.resolve("bench/pause-watch.ts"), file], {
    stdio: ["pipe", "ignore", "inherit"],
  });
  return { pid: child.pid, stop: () => void child.kill("SIGKILL") };
}
