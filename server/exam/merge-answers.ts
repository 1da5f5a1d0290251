import "server-only";
import { queryPrepared } from "../db";
import { prepared, timestampParam } from "../prepared-query";

// Every sitting's autosave, a paper's or a course quiz's: one prepared statement on the rush path
// (../prepared-query.ts). It merges the answers sent (a letter per question; cleared ones
// removed), replaces the flags when sent, lets the time per subject only grow and never past the
// time since the start, and marks items opened with the time they were first opened. It writes
// only while the sitting is open: not submitted, and its deadline plus grace not passed by the
// server's clock. Two saves never overwrite each other's answers.

const mergeStatement = prepared(`
  with s as (
    update sittings s
    set answers = (s.answers - $4::text[]) || $5::jsonb,
        flags = coalesce($6::text[], s.flags),
        time_spent = s.time_spent || coalesce((
          select jsonb_object_agg(t.key, least($8::int, greatest(t.value::int, coalesce((s.time_spent->>t.key)::int, 0))))
          from jsonb_each_text($7::jsonb) t), '{}'::jsonb)
    where s.id = $1::text and s.student_id = $2::text and s.quiz_id is not distinct from $3::text
      and s.submitted_at is null
      and (s.expires_at is null or s.expires_at + make_interval(secs => $10::int) >= $9::timestamp)
    returning s.id, s.answers
  ), o as (
    update sitting_items si set opened_at = $9::timestamp
    from s
    where si.sitting_id = s.id and si.question_id = any($11::text[]) and si.opened_at is null
  )
  select answers from s`);

export type SavedAnswers = Record<string, string>;

export type AnswerMerge = {
  sittingId: string;
  studentId: string;
  /** The course quiz the sitting is an attempt at; null for a paper's sitting. */
  quizId: string | null;
  /** Letters by question. */
  set: SavedAnswers;
  cleared: readonly string[];
  /** The whole list of flags, or null to keep them. */
  flags?: readonly string[] | null;
  /** Seconds per subject as the phone counted them. */
  timeSpent?: Readonly<Record<string, number>>;
  /** Seconds since the sitting started: no subject's time goes past it. */
  elapsedSeconds?: number;
  /** Questions shown (or answered): their items are marked opened. */
  opened?: readonly string[];
  graceSeconds: number;
  now: Date;
};

/** The sitting's answers after the merge, or null when it was not open to saves (or not this student's). */
export async function mergeAnswers(merge: AnswerMerge): Promise<SavedAnswers | null> {
  const rows = await queryPrepared<{ answers: SavedAnswers }>(mergeStatement, [
    merge.sittingId,
    merge.studentId,
    merge.quizId,
    merge.cleared,
    JSON.stringify(merge.set),
    merge.flags ?? null,
    JSON.stringify(merge.timeSpent ?? {}),
    Math.max(0, merge.elapsedSeconds ?? 0),
    timestampParam(merge.now),
    merge.graceSeconds,
    merge.opened ?? [],
  ]);
  return rows[0]?.answers ?? null;
}
