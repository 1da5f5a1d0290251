// What every benchmark module gets and returns. `npm run bench` (bench/run.ts) builds the
// app, starts it on a fresh seeded database, runs each module in turn and writes
// bench/results/latest.json and latest.md.
import fs from "node:fs";
import type { Db } from "../server/db-client";

export type Target = {
  name: string;
  value: number;
  /** Human-readable target, e.g. "≤ 100 ms" or "≥ 25%". */
  target: string;
  pass: boolean;
  unit?: string;
};

export type Section = {
  title: string;
  /** Markdown table: the first row is the header. */
  table: (string | number)[][];
  targets: Target[];
  /** Raw figures for latest.json. */
  data: unknown;
  notes?: string[];
};

export type BenchContext = {
  /** The app under test, e.g. http://127.0.0.1:3300 */
  baseUrl: string;
  /** Server processes the app runs (WEB_CONCURRENCY). */
  instances: number;
  /** The environment the app runs with (database, secret, storage, Redis), for sections that start app processes of their own. */
  appEnv: Record<string, string>;
  databaseUrl: string;
  authSecret: string;
  chromiumPath: string;
  /** Where the app's server processes write what their event loops went through (bench/app-probe.ts). */
  probeDir?: string;
  /** Where an idle process writes each time it woke late: the machine's own pauses (bench/machine-pauses.ts). */
  pausesFile?: string;
  /** Folder of the app's local storage (videos live under samples/). */
  storageDir: string;
  db: Db;
  /** Creates `n` verified students with live sessions, without going through argon2 n times. */
  students(n: number, label: string): Promise<{ id: string; email: string; token: string }[]>;
  log(line: string): void;
};

/** The records of a JSON-lines file (one JSON value a line), or none if it does not exist. */
export function readJsonLines<T>(file: string): T[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}

export const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function percentile(values: number[], p: number): number {
  return percentileOfSorted(
    [...values].sort((a, b) => a - b),
    p,
  );
}

/** `percentile` of values already sorted ascending: several percentiles of a large set need one sort. */
export function percentileOfSorted(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** Count, p50/p95/p99, max and errors of timed requests. */
export function latencySummary(samples: readonly { ms: number; error?: string }[]) {
  const lat = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    requests: samples.length,
    p50: percentileOfSorted(lat, 50),
    p95: percentileOfSorted(lat, 95),
    p99: percentileOfSorted(lat, 99),
    max: lat.at(-1) ?? NaN,
    errors: samples.filter((s) => s.error).length,
  };
}

export function target(name: string, value: number, op: "<=" | ">=", limit: number, unit = ""): Target {
  const pass = Number.isFinite(value) && (op === "<=" ? value <= limit : value >= limit);
  return {
    name,
    value: Math.round(value * 100) / 100,
    target: `${op === "<=" ? "≤" : "≥"} ${limit}${unit ? ` ${unit}` : ""}`,
    pass,
    unit,
  };
}

/** What quiz start answers, as far as the load generators need it. */
export type StartAnswer = { attempt: { id: string }; questions: { id: string; options: string[] }[] };
