import "server-only";
import { keptLoadingCache } from "../cache/registry";
import { db } from "../db";
import { IN_POOL } from "./pool";

// GET /api/questions/stats (public): how many questions and topics the platform pool holds
// per subject. The landing page and the papers screen show it; it moves only with the bank.

type Stats = { subjects: { subject: string; questions: number; topics: number }[] };
const globalForStats = globalThis as unknown as { examprepBankStats?: ReturnType<typeof keptLoadingCache<Stats>> };
const cache = (globalForStats.examprepBankStats ??= keptLoadingCache("bankStats", loadStats));

export function bankStats(): Promise<Stats> {
  return cache.get("all");
}

async function loadStats(): Promise<Stats> {
  const rows = await db.$queryRaw<{ subject: string; questions: bigint; topics: bigint }[]>`
    SELECT q.subject, count(*) AS questions, count(DISTINCT q.topic_id) AS topics
    FROM questions q
    WHERE ${IN_POOL} AND q.subject IS NOT NULL
    GROUP BY q.subject ORDER BY q.subject`;
  return {
    subjects: rows.map((r) => ({ subject: r.subject, questions: Number(r.questions), topics: Number(r.topics) })),
  };
}
