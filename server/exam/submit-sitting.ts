import "server-only";
import { scorePaper, type PaperScore } from "@/lib/exam/scoring";
import { db } from "../db";
import { log } from "../log";
import { recordSittingEvidence } from "../study/record-evidence";
import { closeSitting } from "./close-sitting";
import { ownSitting, pastGrace, reviewAllowed, sittingFacts, type SittingFacts } from "./sitting-row";

// Submitting marks every item against the key drawn for it and scores the paper on the server,
// once (the engine's close, ./close-sitting.ts): a second submit answers the stored result. A
// sitting nobody submitted is finished the same way when it is next read after its deadline and
// grace, or by the background sweep (auto_submitted).

export type SittingResult = PaperScore & {
  sitting_id: string;
  paper_id: string;
  title: string;
  mode: "exam" | "practice";
  subjects: (PaperScore["subjects"][number] & { time_spent_seconds: number })[];
  answered: number;
  questions: number;
  started_at: string;
  submitted_at: string;
  auto_submitted: boolean;
  review_available: boolean;
};

export async function finishSitting(facts: SittingFacts, now: Date): Promise<SittingResult> {
  const outcome = await closeSitting(facts.id, now, {
    settle: (marked, locked) => {
      const score = scorePaper(
        facts.paper.scoring,
        facts.subjects,
        marked.map((m) => ({ subject: m.subject, topic: m.topic, correct: m.correct, answered: m.answer !== null })),
      );
      const timeSpent = locked.time_spent ?? {};
      const autoSubmitted = pastGrace(facts, now);
      const result: SittingResult = {
        ...score,
        sitting_id: facts.id,
        paper_id: facts.paper.id,
        title: facts.paper.title,
        mode: facts.mode,
        subjects: score.subjects.map((s) => ({ ...s, time_spent_seconds: timeSpent[s.subject] ?? 0 })),
        answered: marked.filter((m) => m.answer !== null).length,
        questions: marked.length,
        started_at: facts.startedAt.toISOString(),
        submitted_at: now.toISOString(),
        auto_submitted: autoSubmitted,
        review_available: reviewAllowed(facts, true),
      };
      const studiedUntil = facts.expiresAt && facts.expiresAt < now ? facts.expiresAt : now;
      return { closing: { totalScore: score.total, result, autoSubmitted, studiedUntil }, answer: result };
    },
    evidence: (tx, marked) =>
      recordSittingEvidence(
        tx,
        { id: facts.id, studentId: facts.studentId, paperId: facts.paper.id },
        marked.map((m) => ({
          questionId: m.question_id,
          number: m.number,
          subject: m.subject,
          topicId: m.topic_id,
          answer: m.answer,
          correct: m.correct,
          opened: m.opened,
          flagged: m.flagged,
        })),
        now,
      ),
  });
  return outcome.closed ? outcome.answer : (outcome.locked.result as SittingResult);
}

/** POST /api/sittings/{id}/submit. */
export async function submitSitting(studentId: string, sittingId: string, now = new Date()): Promise<SittingResult> {
  return finishSitting(await ownSitting(studentId, sittingId), now);
}

/** Sittings finished side by side by the expiry job: each holds one connection for its transaction. */
export const EXPIRY_CONCURRENCY = 4;

/**
 * Finishes up to `limit` sittings left open past their deadline and grace, from the answers they
 * saved, EXPIRY_CONCURRENCY at a time, oldest deadline first. Their facts are read without being
 * kept: a process that sweeps thousands would otherwise push the live sittings out of its cache.
 */
export async function finishExpiredSittings(now = new Date(), limit = 200): Promise<number> {
  const expired = await db.$queryRaw<{ id: string }[]>`
    SELECT s.id FROM sittings s JOIN papers p ON p.id = s.paper_id
    WHERE s.submitted_at IS NULL AND s.expires_at IS NOT NULL
      AND s.expires_at + make_interval(secs => p.grace_seconds) < ${now}
    ORDER BY s.expires_at LIMIT ${limit}`;
  let finished = 0;
  let next = 0;
  const lane = async () => {
    while (next < expired.length) {
      const { id } = expired[next++]!;
      try {
        await finishSitting(await sittingFacts(id), now);
        finished += 1;
      } catch (err) {
        log.warn("could not finish an expired sitting", { err, sittingId: id });
      }
    }
  };
  await Promise.all(Array.from({ length: EXPIRY_CONCURRENCY }, lane));
  return finished;
}
