// npm test: lint, typecheck, unit + integration (Vitest, real PostgreSQL), production
// build, end-to-end (Playwright, real Chromium). Lint, typecheck and build count as one
// check each; the test runners' own counts are added. Ends with `N passed, N failed`
// and a non-zero exit code when anything failed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const resultsDir = path.resolve(".data/test-results");
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

type Tally = { passed: number; failed: number; skipped: number };
const rows: { step: string; tally: Tally; seconds: number }[] = [];

function run(command: string, args: string[], env: Record<string, string> = {}): { ok: boolean; seconds: number } {
  const started = Date.now();
  console.log(`\n▶ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

const bin = (name: string) => path.resolve("node_modules/.bin", name);

function check(step: string, command: string, args: string[]) {
  const { ok, seconds } = run(command, args);
  rows.push({ step, tally: { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 }, seconds });
  return ok;
}

check("lint", bin("eslint"), [".", "--max-warnings=0"]);
check("typecheck", bin("tsc"), ["--noEmit"]);

{
  const out = path.join(resultsDir, "vitest.json");
  const { ok, seconds } = run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`]);
  const report = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(out);
  const tally = report
    ? { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests }
    : { passed: 0, failed: 1, skipped: 0 };
  // A crash outside any test (a failing global setup) still fails the run.
  if (!ok && tally.failed === 0) tally.failed = 1;
  rows.push({ step: "unit + integration", tally, seconds });
}

const built = check("build", bin("next"), ["build"]);
if (built) {
  const out = path.join(resultsDir, "playwright.json");
  const { ok, seconds } = run(bin("playwright"), ["test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(out);
  const tally = report
    ? { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped }
    : { passed: 0, failed: 1, skipped: 0 };
  if (!ok && tally.failed === 0) tally.failed = 1;
  rows.push({ step: "end-to-end", tally, seconds });
} else {
  rows.push({ step: "end-to-end (not run: build failed)", tally: { passed: 0, failed: 1, skipped: 0 }, seconds: 0 });
}

const total = rows.reduce((t, r) => ({ passed: t.passed + r.tally.passed, failed: t.failed + r.tally.failed, skipped: t.skipped + r.tally.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});

console.log("\nstep                     passed  failed  skipped  seconds");
for (const r of rows) {
  console.log(
    `${r.step.padEnd(24)} ${String(r.tally.passed).padStart(6)}  ${String(r.tally.failed).padStart(6)}  ${String(r.tally.skipped).padStart(7)}  ${String(r.seconds).padStart(7)}`,
  );
}
console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
process.exit(total.failed === 0 ? 0 : 1);
