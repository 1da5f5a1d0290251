import "server-only";
import { scorePaper, type PaperScore } from "@/lib/exam/scoring";
import { lagosDay } from "@/lib/validation/progress";
import { db } from "../db";
import { log } from "../log";
import { recordSittingEvidence } from "../study/record-evidence";
import { ownSitting, pastGrace, reviewAllowed, sittingFacts, type SittingFacts } from "./sitting-row";

// Submitting marks every item against the key drawn for it and scores the paper on the server,
// once: a second submit answers the stored result. A sitting nobody submitted is finished the
// same way when it is next read after its deadline and grace, or by the background sweep
// (auto_submitted). The time sat counts towards the student's study day, as a quiz's does, when
// the candidate answered something: a paper opened and left blank is not study (nor a streak day).

/** Longest time one sitting adds to a study day (an untimed practice left open counts no more). */
const MAX_STUDY_SECONDS = 4 * 3600;

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

type MarkedRow = {
  number: number;
  subject: string;
  topic: string | null;
  topic_id: string | null;
  question_id: string;
  answer: string | null;
  correct: boolean;
  opened: boolean;
  flagged: boolean;
};

export async function finishSitting(facts: SittingFacts, now: Date): Promise<SittingResult> {
  return db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<
      { submitted_at: Date | null; result: SittingResult | null; time_spent: Record<string, number> }[]
    >`
      SELECT submitted_at, result, time_spent FROM sittings WHERE id = ${facts.id} FOR UPDATE`;
    if (locked?.submitted_at && locked.result) return locked.result;
    // Marks every item from the answers saved and reads back what scoring and the study loop need, in one statement.
    const marked = await tx.$queryRaw<MarkedRow[]>`
      UPDATE sitting_items si
      SET answer = s.answers->>si.question_id,
          correct = COALESCE(s.answers->>si.question_id = si.correct_key, false)
      FROM sittings s, questions q LEFT JOIN topics t ON t.id = q.topic_id
      WHERE s.id = si.sitting_id AND q.id = si.question_id AND si.sitting_id = ${facts.id}
      RETURNING si.number, si.subject, t.name AS topic, q.topic_id, si.question_id, si.answer, si.correct,
        si.opened_at IS NOT NULL AS opened, si.question_id = ANY(s.flags) AS flagged`;
    marked.sort((a, b) => a.number - b.number);
    const score = scorePaper(
      facts.paper.scoring,
      facts.subjects,
      marked.map((m) => ({ subject: m.subject, topic: m.topic, correct: m.correct, answered: m.answer !== null })),
    );
    const timeSpent = locked?.time_spent ?? {};
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
    await tx.sitting.update({
      where: { id: facts.id },
      data: { submittedAt: now, totalScore: score.total, result, autoSubmitted },
    });
    await recordSittingEvidence(
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
    );
    const ended = facts.expiresAt && facts.expiresAt < now ? facts.expiresAt : now;
    const studySeconds = Math.round(
      Math.min(MAX_STUDY_SECONDS, Math.max(0, (ended.getTime() - facts.startedAt.getTime()) / 1000)),
    );
    if (studySeconds > 0 && result.answered > 0) {
      await tx.$executeRaw`
        INSERT INTO study_days (student_id, day, seconds) VALUES (${facts.studentId}, ${lagosDay(ended)}::date, ${studySeconds})
        ON CONFLICT (student_id, day) DO UPDATE SET seconds = study_days.seconds + excluded.seconds`;
    }
    return result;
  });
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
