// Run by bench/machine-pauses.ts as its own process: wakes every WAKE_EVERY_MS and appends each
// late wake-up to the file named by its argument. It does nothing else, so lateness here is the
// machine's, never this process's own work.
import fs from "node:fs";
import { LATE_MS, WAKE_EVERY_MS, type Pause } from "./machine-pauses";

const file = process.argv[2];
if (!file) throw new Error("usage: pause-watch.ts <file>");
const out = fs.openSync(file, "a");
// The bench holds the other end of stdin: when it ends, so does this.
process.stdin.on("close", () => process.exit(0));
process.stdin.resume();
let last = performance.now();
setInterval(() => {
  const now = performance.now();
  const late = now - last - WAKE_EVERY_MS;
  last = now;
  if (late >= LATE_MS) {
    const pause: Pause = { t: Date.now(), lateMs: Math.round(late) };
    fs.writeSync(out, JSON.stringify(pause) + "\n");
  }
}, WAKE_EVERY_MS);
