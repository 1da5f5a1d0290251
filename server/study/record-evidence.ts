import "server-only";
import { planSittingEvidence, wasOpened, type SittingItemFacts } from "@/lib/study/sitting-evidence";
import { queryPrepared } from "../db";
import { prepared, timestampParam } from "../prepared-query";
import { DRILL_PAPER_ID } from "../exam/papers";
import type { Prisma } from "../generated/prisma/client";

// Every submitted answer becomes evidence (answer_events) of what the student knows, and every
// question they got wrong or flagged enters their mistakes deck at once, due now; a sitting's
// question opened and left blank may enter it too, a few per sitting, and one never opened
// neither counts nor enters (lib/study/sitting-evidence.ts). Both are idempotent: a sitting or an
// attempt recorded twice adds nothing. Mastery and the predicted score are computed from the
// answers (docs/study-loop.md).

type Tx = Prisma.TransactionClient;

/** After a sitting is marked (sitting_items.answer and .correct set), in the same transaction, with its items as marked. A topic drill's answers are source "drill". */
export async function recordSittingEvidence(
  tx: Tx,
  sittingId: string,
  items: readonly SittingItemFacts[],
  answeredAt: Date,
): Promise<void> {
  const { evidence } = planSittingEvidence(items, new Map());
  await tx.$executeRaw`
    INSERT INTO answer_events (id, student_id, question_id, topic_id, subject, correct, answered, difficulty, source, source_id, answered_at)
    SELECT gen_random_uuid()::text, s.student_id, si.question_id, q.topic_id, si.subject, COALESCE(si.correct, false), true,
           q.difficulty, (CASE WHEN s.paper_id = ${DRILL_PAPER_ID} THEN 'drill' ELSE 'sitting' END)::"EvidenceSource", s.id, ${answeredAt}
    FROM sitting_items si
    JOIN sittings s ON s.id = si.sitting_id
    JOIN questions q ON q.id = si.question_id
    WHERE si.sitting_id = ${sittingId} AND si.question_id = ANY(${evidence}::text[])
    ON CONFLICT (source, source_id, question_id) DO NOTHING`;
  // The weakest topics' blanks first: the student's answers in each topic, this sitting's included.
  const blankTopics = [
    ...new Set(items.flatMap((i) => (i.answer === null && i.topicId !== null && wasOpened(i) ? [i.topicId] : []))),
  ];
  const records = blankTopics.length
    ? await tx.$queryRaw<{ topic_id: string; answered: number; correct: number }[]>`
        SELECT e.topic_id, count(*)::int AS answered, (count(*) FILTER (WHERE e.correct))::int AS correct
        FROM answer_events e JOIN sittings s ON s.id = ${sittingId}
        WHERE e.student_id = s.student_id AND e.answered AND e.topic_id = ANY(${blankTopics}::text[])
        GROUP BY e.topic_id`
    : [];
  const { cards } = planSittingEvidence(
    items,
    new Map(records.map((r) => [r.topic_id, { answered: r.answered, correct: r.correct }])),
  );
  if (cards.length === 0) return;
  await tx.$executeRaw`
    INSERT INTO review_cards (id, student_id, question_id, reason, due)
    SELECT gen_random_uuid()::text, s.student_id, c.question_id, c.reason, ${answeredAt}
    FROM unnest(${cards.map((c) => c.questionId)}::text[], ${cards.map((c) => c.reason)}::text[]) AS c(question_id, reason)
    JOIN sittings s ON s.id = ${sittingId}
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
export async function recordQuizEvidence(
  studentId: string,
  attemptId: string,
  marked: readonly MarkedAnswer[],
  answeredAt: Date,
): Promise<void> {
  if (marked.length === 0) return;
  const ids = marked.map((m) => m.questionId);
  const correct = marked.map((m) => m.correct);
  const answered = marked.map((m) => m.answered);
  // One statement (so one round trip, and atomic) on every quiz submit.
  await queryPrepared(quizEvidence, [studentId, attemptId, ids, correct, answered, timestampParam(answeredAt)]);
}
