// The demo student's study history: two submitted UTME papers a week apart and a few days of
// reviews, so the dashboard shows weakest topics, cards due today and a predicted score from the
// first sign-in. Made once: only while the demo student has no sitting at all, so running the seed
// again changes nothing and a demo student who has since sat papers keeps their own.
//
// The papers are sat through the exam engine itself (prisma/seed-study-worker.ts), in a process
// started with `--conditions=react-server`, as the app loads those modules. The process starts
// with the seed and loads its modules while the rest is seeded; it sits the papers once told
// the demo student's id (`run`), or exits when told nothing (`cancel`).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Db } from "../server/db-client";

const ROOT = path.resolve(import.meta.dirname, "..");
const WORKER = path.join(ROOT, "prisma/seed-study-worker.ts");

export type StudySeedSummary = {
  sittings: { id: string; total: number; answered: number; flags: number }[];
  reviews: number;
  predictions: number[];
  due_today: number;
  streak_days: number;
};

export type StudySeed = {
  /** Sits the demo student's papers as of `now`; resolves with what was made. */
  run(studentId: string, now?: Date): Promise<StudySeedSummary>;
  /** Lets the worker go without doing anything (a no-op once `run` was called). */
  cancel(): void;
};

/** Whether the demo student (`email`) still needs their papers: not created yet, or without any sitting. */
export async function demoStudentNeedsPapers(db: Db, email: string): Promise<boolean> {
  const student = await db.user.findUnique({ where: { email }, select: { _count: { select: { sittings: true } } } });
  return !student || student._count.sittings === 0;
}

/** Starts the worker on `databaseUrl`: it loads the engine and connects, then waits for `run`. */
export function startStudySeed(databaseUrl: string): StudySeed {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", WORKER], {
    cwd: ROOT,
    stdio: ["pipe", "pipe", "pipe"],
    // Only what server/env.ts needs: the seed's database, and a throwaway secret (nothing is signed).
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "development",
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: "2",
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      LOG_LEVEL: "error",
    },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => resolve(code));
  });
  // A worker that failed before it was needed is reported by `run`, not as an unhandled rejection.
  exited.catch(() => {});
  let told = false;
  return {
    async run(studentId, now = new Date()) {
      told = true;
      child.stdin.end(`${JSON.stringify({ studentId, now: now.toISOString() })}\n`);
      const code = await exited;
      if (code !== 0) throw new Error(`the demo student's papers could not be seeded (exit ${code}):\n${stderr}`);
      return JSON.parse(stdout.trim().split("\n").at(-1)!) as StudySeedSummary;
    },
    cancel() {
      if (told) return;
      told = true;
      child.stdin.end();
    },
  };
}
