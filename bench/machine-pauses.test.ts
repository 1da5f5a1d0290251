import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readJsonLines } from "./context";
import { pausesText, summarizePauses, watchMachinePauses, type Pause } from "./machine-pauses";

describe("summarizePauses", () => {
  const pauses = [
    { t: 1_000, lateMs: 40 },
    { t: 2_000, lateMs: 250 },
    { t: 2_500, lateMs: 101 },
    { t: 4_000, lateMs: 900 },
  ];

  it("sums the late wake-ups within the interval", () => {
    expect(summarizePauses(pauses, 1_500, 3_000)).toEqual({ pauses: 2, over100Ms: 2, longestMs: 250, pausedMs: 351 });
    expect(summarizePauses(pauses, 0, 1_000)).toEqual({ pauses: 1, over100Ms: 0, longestMs: 40, pausedMs: 40 });
  });

  it("is all zeros when the machine never paused", () => {
    expect(summarizePauses(pauses, 5_000, 9_000)).toEqual({ pauses: 0, over100Ms: 0, longestMs: 0, pausedMs: 0 });
  });
});

describe("pausesText", () => {
  it("says what was counted, or that nothing watched", () => {
    expect(pausesText({ pauses: 3, over100Ms: 1, longestMs: 140, pausedMs: 230 })).toBe(
      "an idle process woken every 5 ms woke 30 ms or more late 3 times (1 over 100 ms, longest 140 ms)",
    );
    expect(pausesText(null)).toBe("not watched");
  });
});

describe("watchMachinePauses", () => {
  it("writes a late wake-up when the watching process is stopped for a while", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pauses-")), "pauses.jsonl");
    const { pid, stop } = watchMachinePauses(file);
    try {
      // Once it runs (its file exists), it is stopped (SIGSTOP) as a pausing host would, then let go.
      for (let waited = 0; !fs.existsSync(file) && waited < 8_000; waited += 50)
        await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 100));
      process.kill(pid!, "SIGSTOP");
      await new Promise((r) => setTimeout(r, 200));
      process.kill(pid!, "SIGCONT");
      await new Promise((r) => setTimeout(r, 300));
      const late = readJsonLines<Pause>(file).map((p) => p.lateMs);
      expect(Math.max(...late)).toBeGreaterThanOrEqual(150);
    } finally {
      stop();
    }
  }, 15_000);
});
