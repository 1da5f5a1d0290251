import "server-only";
import type { LRUCache } from "lru-cache";
import { keptLru } from "../cache/registry";
import { db } from "../db";
import { notFound } from "../errors";
import type { PaperDef } from "./papers";
import { paperById } from "./papers";
import type { ItemRef } from "./sitting-content";

// A sitting's facts (whose it is, its paper, clock, mode and the items drawn) are fixed at the
// start but for a regrade's keys, and every save needs them, so each process keeps them until a
// change reaches it (server/cache/registry.ts). Whether it has been
// submitted is not kept here: the writes check that in the database.

export type SittingFacts = {
  id: string;
  studentId: string;
  paper: PaperDef;
  mode: "exam" | "practice";
  subjects: string[];
  startedAt: Date;
  expiresAt: Date | null;
  maxScore: number;
  items: (ItemRef & { correctKey: string })[];
  questionIds: Set<string>;
};

const globalForSittings = globalThis as unknown as { examprepSittings?: LRUCache<string, SittingFacts> };
const facts = (globalForSittings.examprepSittings ??= keptLru<SittingFacts>("sittingFacts", (_topic, id) =>
  id ? [id] : "all",
));

export function rememberSitting(sitting: SittingFacts) {
  facts.set(sitting.id, sitting);
}

/** The student's own sitting, or 404 (another student's sitting is not found either). */
export async function ownSitting(studentId: string, sittingId: string): Promise<SittingFacts> {
  const hit = facts.get(sittingId);
  if (hit) {
    if (hit.studentId !== studentId) throw notFound("Sitting");
    return hit;
  }
  const sitting = await readFacts(sittingId);
  if (!sitting || sitting.studentId !== studentId) throw notFound("Sitting");
  facts.set(sitting.id, sitting);
  return sitting;
}

/** A sitting's facts, from this process's cache or read without being kept (a sweep over many sittings). */
export async function sittingFacts(sittingId: string): Promise<SittingFacts> {
  const sitting = facts.get(sittingId) ?? (await readFacts(sittingId));
  if (!sitting) throw notFound("Sitting");
  return sitting;
}

async function readFacts(sittingId: string): Promise<SittingFacts | null> {
  const row = await db.sitting.findUnique({
    where: { id: sittingId },
    select: {
      id: true,
      studentId: true,
      paperId: true,
      mode: true,
      subjects: true,
      startedAt: true,
      expiresAt: true,
      maxScore: true,
      items: {
        orderBy: { number: "asc" },
        select: { number: true, subject: true, questionId: true, versionId: true, optionOrder: true, correctKey: true },
      },
    },
  });
  // A course quiz's sittings are the quiz's (server/quizzes/): no paper's route reaches them.
  if (!row?.paperId) return null;
  return { ...row, paper: await paperById(row.paperId), questionIds: new Set(row.items.map((i) => i.questionId)) };
}

/** Past the deadline and its grace: nothing more counts. */
export function pastGrace(sitting: Pick<SittingFacts, "expiresAt" | "paper">, now: Date): boolean {
  return sitting.expiresAt !== null && now.getTime() > sitting.expiresAt.getTime() + sitting.paper.graceSeconds * 1000;
}

/** Whether the paper's policy lets the candidate see keys and explanations now. */
export function reviewAllowed(facts: Pick<SittingFacts, "paper">, submitted: boolean): boolean {
  return submitted && facts.paper.reviewPolicy !== "never";
}

/** Forgets a sitting's cached facts (tests that move a sitting's clock in the database). */
export function forgetSitting(sittingId: string) {
  facts.delete(sittingId);
}
