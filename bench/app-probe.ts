// Loaded into every server process the bench starts (`--import`, after tsx), and only there:
// once a second each process appends what its event loop went through to
// $BENCH_PROBE_DIR/<pid>.jsonl, for bench/app-stalls.ts to read back over a measurement.
// A latency tail on a busy machine has several possible owners (the load generator, the
// database, the scheduler, the app); these lines say which part of it the app's own
// processes spent stopped, and on what.
import fs from "node:fs";
import path from "node:path";
import { PerformanceObserver } from "node:perf_hooks";
import { STALL_MS, type ProbeLine } from "./app-stalls";

const dir = process.env.BENCH_PROBE_DIR;
const TICK_MS = 10;

if (dir) {
  const file = path.join(dir, `${process.pid}.jsonl`);
  let line = fresh();
  let faults = process.resourceUsage().minorPageFault;
  let cpu = process.cpuUsage();

  function fresh(): ProbeLine {
    return {
      t: 0,
      pid: process.pid,
      stalls: [],
      stallCpuMs: 0,
      minorGc: [0, 0],
      majorGc: [0, 0],
      faults: 0,
      heapMb: 0,
    };
  }

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      // perf_hooks' NODE_PERFORMANCE_GC_MINOR (a scavenge) and NODE_PERFORMANCE_GC_MAJOR (mark-compact).
      const bucket = kind === 1 ? line.minorGc : kind === 4 ? line.majorGc : null;
      if (!bucket) continue;
      bucket[0]++;
      bucket[1] += entry.duration;
    }
  }).observe({ entryTypes: ["gc"] });

  // A timer that fires late by more than STALL_MS saw the loop stopped; the CPU the process
  // used meanwhile tells work (JavaScript, GC) from waiting (not scheduled, or faulting pages in).
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    const late = now - last - TICK_MS;
    const used = process.cpuUsage(cpu);
    cpu = { user: cpu.user + used.user, system: cpu.system + used.system };
    if (late > STALL_MS) {
      line.stalls.push(Math.round(late));
      line.stallCpuMs += (used.user + used.system) / 1000;
    }
    last = now;
  }, TICK_MS).unref();

  setInterval(() => {
    const usage = process.resourceUsage();
    line.t = Date.now();
    line.faults = usage.minorPageFault - faults;
    line.heapMb = Math.round(process.memoryUsage().heapUsed / 2 ** 20);
    faults = usage.minorPageFault;
    fs.appendFile(file, JSON.stringify(line) + "\n", () => undefined);
    line = fresh();
  }, 1000).unref();
}
