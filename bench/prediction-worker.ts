// Run by bench/prediction.ts in a process of its own, started with `--conditions=react-server`,
// so the server's modules (marked `server-only`) load as they do in the app and read the
// bench's database through server/db.ts. Reads { ids, now } from the first argument's file and
// writes each student's prediction, and how long it took, to the second's.
import fs from "node:fs";

type Job = { ids: string[]; now: string };

const [input, output] = process.argv.slice(2);
if (!input || !output) throw new Error("usage: prediction-worker <input.json> <output.json>");
const job = JSON.parse(fs.readFileSync(input, "utf8")) as Job;
const { predictUtme } = await import("../server/study/prediction");
const now = new Date(job.now);
const results = [];
for (const id of job.ids) {
  const started = performance.now();
  const result = await predictUtme(id, now);
  results.push({ id, ms: performance.now() - started, result });
}
fs.writeFileSync(output, JSON.stringify(results));
process.exit(0);
