import "server-only";
import { queryPrepared } from "../db";
import { prepared, timestampParam } from "../prepared-query";
import { DRILL_PAPER_ID } from "../exam/papers";
import type { Prisma } from "../generated/prisma/client";

// Every submitted answer becomes evidence (answer_events) of what the student knows, and every
// question they got wrong, skipped or flagged enters their mistakes deck at once, due now. Both
// are idempotent: a sitting or an attempt recorded twice adds nothing. Mastery and the predicted
// score are computed from the evidence (docs/study-loop.md).

type Tx = Prisma.TransactionClient;

/** After a sitting is marked (sitting_items.answer and .correct set), in the same transaction. A topic drill's answers are source "drill". */
export async function recordSittingEvidence(tx: Tx, sittingId: string, answeredAt: Date): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO answer_events (id, student_id, question_id, topic_id, subject, correct, answered, difficulty, source, source_id, answered_at)
    SELECT gen_random_uuid()::text, s.student_id, si.question_id, q.topic_id, si.subject, COALESCE(si.correct, false), si.answer IS NOT NULL,
           q.difficulty, (CASE WHEN s.paper_id = ${DRILL_PAPER_ID} THEN 'drill' ELSE 'sitting' END)::"EvidenceSource", s.id, ${answeredAt}
    FROM sitting_items si
    JOIN sittings s ON s.id = si.sitting_id
    JOIN questions q ON q.id = si.question_id
    WHERE si.sitting_id = ${sittingId}
    ON CONFLICT (source, source_id, question_id) DO NOTHING`;
  await tx.$executeRaw`
    INSERT INTO review_cards (id, student_id, question_id, reason, due)
    SELECT gen_random_uuid()::text, s.student_id, si.question_id,
           CASE WHEN si.answer IS NULL THEN 'skipped' WHEN NOT si.correct THEN 'wrong' ELSE 'flagged' END, ${answeredAt}
    FROM sitting_items si
    JOIN sittings s ON s.id = si.sitting_id
    WHERE si.sitting_id = ${sittingId} AND (si.correct IS NOT TRUE OR si.question_id = ANY(s.flags))
    ON CONFLICT (student_id, question_id) DO NOTHING`;
}

const quizEvidence = prepared(`
  WITH marked AS (
    SELECT * FROM unnest($3::text[], $4::boolean[], $5::boolean[]) AS m(question_id, correct, answered)
  ), events AS (
    INSERT INTO answer_events (id, student_id, question_id, topic_id, subject, correct, answered, difficulty, source, source_id, answered_at)
    SELECT gen_random_uuid()::text, $1::text, q.id, q.topic_id, q.subject, m.correct, m.answered, q.difficulty, 'quiz'::"EvidenceSource", $2::text, $6::timestamp
    FROM marked m JOIN questions q ON q.id = m.question_id
    ON CONFLICT (source, source_id, question_id) DO NOTHING
  )
  INSERT INTO review_cards (id, student_id, question_id, reason, due)
  SELECT gen_random_uuid()::text, $1::text, m.question_id, CASE WHEN m.answered THEN 'wrong' ELSE 'skipped' END, $6::timestamp
  FROM marked m
  WHERE NOT m.correct
  ON CONFLICT (student_id, question_id) DO NOTHING`);

export type MarkedAnswer = { questionId: string; correct: boolean; answered: boolean };

/** After a course quiz attempt is closed. */
export async function recordQuizEvidence(studentId: string, attemptId: string, marked: readonly MarkedAnswer[], answeredAt: Date): Promise<void> {
  if (marked.length === 0) return;
  const ids = marked.map((m) => m.questionId);
  const correct = marked.map((m) => m.correct);
  const answered = marked.map((m) => m.answered);
  // One statement (so one round trip, and atomic) on every quiz submit.
  await queryPrepared(quizEvidence, [studentId, attemptId, ids, correct, answered, timestampParam(answeredAt)]);
}
