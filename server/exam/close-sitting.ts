import "server-only";
import { lagosDay } from "@/lib/validation/progress";
import { inPreparedTransaction, type PreparedTx } from "../db";
import { notFound } from "../errors";
import { prepared, timestampParam } from "../prepared-query";

// Closing a sitting, a paper's or a course quiz's, once, in one transaction of prepared statements
// (the rush path, ../prepared-query.ts). The row is locked first: a sitting already submitted
// answers what it stored. Otherwise every item is marked from the saved answers against its key,
// the caller scores the marked items, and the result, the time studied and the evidence are
// written together. The time sat counts towards the student's study day only when the candidate
// answered something: a paper opened and left blank is not study (nor a streak day).

/** Longest time one sitting adds to a study day (an untimed practice left open counts no more). */
const MAX_STUDY_SECONDS = 4 * 3600;

export type LockedSitting = {
  started_at: Date;
  submitted_at: Date | null;
  answers: Record<string, string>;
  time_spent: Record<string, number>;
  result: unknown;
};

/** An item as marked, with what scoring and the study loop need of it. */
export type MarkedRow = {
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

/** What the caller's scoring stores. */
export type Closing = {
  totalScore: number;
  /** The answer a second submit repeats (a paper's); null for a course quiz, whose columns say it. */
  result: unknown;
  autoSubmitted: boolean;
  /** A course quiz's result columns. */
  quiz?: { correctCount: number; questionCount: number; passed: boolean; timeTaken: number };
  /** Until when the time since the start counts as study. */
  studiedUntil: Date;
};

const lock = prepared(`
  select started_at, submitted_at, answers, time_spent, result from sittings where id = $1::text for update`);

// An item is judged by its own key, or by the key passed for its question: a course quiz's key at
// submit (one the tutor corrected during the attempt replaces the one drawn, as a regrade's does).
// The key column is written only then: rewriting it, even unchanged, leaves a paper's items less
// room to stay on their pages (docs/decisions.md, "Sitting items leave room to be marked").
const markStatement = (keys: boolean) => {
  const key = keys ? "coalesce($2::jsonb->>si.question_id, si.correct_key)" : "si.correct_key";
  return prepared(`
  update sitting_items si
  set answer = s.answers->>si.question_id,${keys ? `\n      correct_key = ${key},` : ""}
      correct = coalesce(s.answers->>si.question_id = ${key}, false)
  from sittings s, questions q left join topics t on t.id = q.topic_id
  where s.id = si.sitting_id and q.id = si.question_id and si.sitting_id = $1::text
  returning si.number, si.subject, t.name as topic, q.topic_id, si.question_id, si.answer, si.correct,
    si.opened_at is not null as opened, si.question_id = any(s.flags) as flagged`);
};
const markWithOwnKeys = markStatement(false);
const markWithKeys = markStatement(true);

const close = prepared(`
  with closed as (
    update sittings
    set submitted_at = $2::timestamp, total_score = $3::int, result = $4::jsonb, auto_submitted = $5::boolean,
        correct_count = $6::int, question_count = coalesce($7::int, question_count), passed = $8::boolean, time_taken = $9::int
    where id = $1::text
    returning student_id
  )
  insert into study_days (student_id, day, seconds)
  select student_id, $10::date, $11::int from closed where $11::int > 0
  on conflict (student_id, day) do update set seconds = study_days.seconds + excluded.seconds`);

export type CloseOutcome<T> = { closed: true; answer: T } | { closed: false; locked: LockedSitting };

/**
 * Closes the sitting at `submittedAt` unless it was already submitted (then `closed: false` with
 * its stored row). `settle` scores the marked items (in number order); `evidence` records them in
 * the same transaction.
 */
export async function closeSitting<T>(
  sittingId: string,
  submittedAt: Date,
  steps: {
    keys?: Record<string, string>;
    settle: (marked: MarkedRow[], locked: LockedSitting) => { closing: Closing; answer: T };
    evidence: (tx: PreparedTx, marked: MarkedRow[]) => Promise<void>;
  },
): Promise<CloseOutcome<T>> {
  return inPreparedTransaction(async (tx) => {
    const [locked] = await tx.query<LockedSitting>(lock, [sittingId]);
    if (!locked) throw notFound("Sitting");
    if (locked.submitted_at) return { closed: false, locked };
    const marked = steps.keys
      ? await tx.query<MarkedRow>(markWithKeys, [sittingId, JSON.stringify(steps.keys)])
      : await tx.query<MarkedRow>(markWithOwnKeys, [sittingId]);
    marked.sort((a, b) => a.number - b.number);
    const { closing, answer } = steps.settle(marked, locked);
    const answered = marked.some((m) => m.answer !== null);
    const studied = (closing.studiedUntil.getTime() - locked.started_at.getTime()) / 1000;
    const studySeconds = answered ? Math.round(Math.min(MAX_STUDY_SECONDS, Math.max(0, studied))) : 0;
    await tx.query(close, [
      sittingId,
      timestampParam(submittedAt),
      closing.totalScore,
      closing.result === null ? null : JSON.stringify(closing.result),
      closing.autoSubmitted,
      closing.quiz?.correctCount ?? null,
      closing.quiz?.questionCount ?? null,
      closing.quiz?.passed ?? null,
      closing.quiz?.timeTaken ?? null,
      lagosDay(closing.studiedUntil),
      studySeconds,
    ]);
    await steps.evidence(tx, marked);
    return { closed: true, answer };
  });
}
