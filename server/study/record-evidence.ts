import "server-only";
import { v7 as uuidv7 } from "uuid";
import {
  MAX_SKIPPED_CARDS,
  planSittingEvidence,
  wasOpened,
  withSittingAnswers,
  type SittingEvidencePlan,
  type SittingItemFacts,
  type TopicRecord,
} from "@/lib/study/sitting-evidence";
import type { PreparedTx } from "../db";
import { prepared, timestampParam } from "../prepared-query";
import { DRILL_PAPER_ID } from "../exam/papers";

// Every answer in a submitted sitting, drill or course quiz becomes evidence (answer_events) of
// what the student knows, and every question they got wrong or flagged enters their mistakes deck
// at once, due now; a question opened and left blank may enter it too, and one never opened
// neither counts nor enters (lib/study/sitting-evidence.ts). Papers and quizzes are planned by
// the same rules and written by the same statement, which is idempotent: a sitting or an attempt
// recorded twice adds nothing. Mastery and the predicted score are computed from the answers
// (docs/study-loop.md).

type EvidenceSource = "sitting" | "drill" | "quiz";

/** One submitted sitting's item, as marked, with the subject it was sat under (null: the question's own). */
export type MarkedItem = SittingItemFacts & { subject: string | null };

// One statement: the answers as events, the cards into the deck. Their ids are time-ordered
// (UUIDv7), so each primary key grows at its right edge: random ones would dirty a page anywhere
// in the index for each row, and after every checkpoint write that page whole to the WAL, at the
// moment a national paper's clocks all run out.
const writeEvidence = prepared(`
  WITH events AS (
    INSERT INTO answer_events (id, student_id, question_id, topic_id, subject, correct, answered, difficulty, source, source_id, answered_at)
    SELECT e.id, $1::text, q.id, q.topic_id, coalesce(e.subject, q.subject), e.correct, true, q.difficulty,
           $2::text::"EvidenceSource", $3::text, $4::timestamp
    FROM unnest($5::text[], $6::boolean[], $7::text[], $8::text[]) AS e(question_id, correct, subject, id)
    JOIN questions q ON q.id = e.question_id
    ON CONFLICT (source, source_id, question_id) DO NOTHING
  )
  INSERT INTO review_cards (id, student_id, question_id, reason, due)
  SELECT c.id, $1::text, c.question_id, c.reason, $4::timestamp
  FROM unnest($9::text[], $10::text[], $11::text[]) AS c(question_id, reason, id)
  ON CONFLICT (student_id, question_id) DO NOTHING`);

function evidenceValues(
  studentId: string,
  source: EvidenceSource,
  sourceId: string,
  answeredAt: Date,
  items: readonly MarkedItem[],
  plan: SittingEvidencePlan,
): unknown[] {
  const evidence = new Set(plan.evidence);
  const answers = items.filter((i) => evidence.has(i.questionId));
  return [
    studentId,
    source,
    sourceId,
    timestampParam(answeredAt),
    answers.map((a) => a.questionId),
    answers.map((a) => a.correct === true),
    answers.map((a) => a.subject),
    answers.map(() => uuidv7()),
    plan.cards.map((c) => c.questionId),
    plan.cards.map((c) => c.reason),
    plan.cards.map(() => uuidv7()),
  ];
}

/**
 * The student's answers in the topics of the opened blanks, this sitting's included, read only
 * when there are more blanks than cards to give (then the weakest topics' blanks go first).
 */
const topicRecords = prepared(`
  select topic_id, count(*)::int as answered, (count(*) filter (where correct))::int as correct
  from answer_events
  where student_id = $1::text and answered and topic_id = any($2::text[]) and source_id <> $3::text
  group by topic_id`);

async function blankTopicRecords(
  tx: PreparedTx,
  studentId: string,
  sittingId: string,
  items: readonly MarkedItem[],
): Promise<Map<string, TopicRecord>> {
  const blanks = items.filter((i) => i.answer === null && wasOpened(i));
  const topicIds = new Set(blanks.flatMap((i) => (i.topicId === null ? [] : [i.topicId])));
  if (blanks.length <= MAX_SKIPPED_CARDS || topicIds.size === 0) return new Map();
  const rows = await tx.query<{ topic_id: string; answered: number; correct: number }>(topicRecords, [
    studentId,
    [...topicIds],
    sittingId,
  ]);
  const records = new Map(rows.map((r) => [r.topic_id, { answered: r.answered, correct: r.correct }]));
  return withSittingAnswers(records, items, topicIds);
}

/**
 * After a paper's sitting is marked, in the same transaction, with its items as marked: at most
 * MAX_SKIPPED_CARDS of its opened blanks become cards. A topic drill's answers are source "drill".
 */
export async function recordSittingEvidence(
  tx: PreparedTx,
  sitting: { id: string; studentId: string; paperId: string },
  items: readonly MarkedItem[],
  answeredAt: Date,
): Promise<void> {
  const source = sitting.paperId === DRILL_PAPER_ID ? "drill" : "sitting";
  const plan = planSittingEvidence(items, await blankTopicRecords(tx, sitting.studentId, sitting.id, items));
  const values = evidenceValues(sitting.studentId, source, sitting.id, answeredAt, items, plan);
  await tx.query(writeEvidence, values);
}

/**
 * After a course quiz attempt is marked, in the same transaction. A quiz records no opened items
 * and is short, so every blank is a "skipped" card.
 */
export async function recordQuizEvidence(
  tx: PreparedTx,
  studentId: string,
  attemptId: string,
  items: readonly MarkedItem[],
  answeredAt: Date,
): Promise<void> {
  const plan = planSittingEvidence(items, new Map(), items.length);
  if (plan.evidence.length === 0 && plan.cards.length === 0) return;
  await tx.query(writeEvidence, evidenceValues(studentId, "quiz", attemptId, answeredAt, items, plan));
}
