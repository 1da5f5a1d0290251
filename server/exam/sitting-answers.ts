import "server-only";
import { optionKeys } from "@/lib/exam/draw";
import type { SaveSittingAnswersInput } from "@/lib/validation/sittings";
import { db } from "../db";
import { AppError } from "../errors";
import { assertNoOpenExam, lockExamGate } from "./exam-in-progress";
import { ownSitting, pastGrace, type SittingFacts } from "./sitting-row";
import { versionContents } from "./sitting-content";

// Saving answers as the candidate goes (or as a phone that was offline catches up), and in
// practice mode checking one answer at once. The server's clock decides what counts: after
// the deadline and its grace nothing is saved, whatever the phone's clock says.

export const TIME_UP_MESSAGE = "Time is up: answers sent after the deadline are not counted";
export const SUBMITTED_MESSAGE = "This paper has been submitted";

function checkKeys(facts: SittingFacts, input: SaveSittingAnswersInput) {
  const keys = optionKeys(facts.paper.options);
  const fieldErrors: Record<string, string> = {};
  for (const [questionId, key] of Object.entries(input.answers)) {
    if (!facts.questionIds.has(questionId))
      fieldErrors[`answers.${questionId}`] = "This question is not in the sitting";
    else if (key !== null && !keys.includes(key))
      fieldErrors[`answers.${questionId}`] = `Answer with a letter from ${keys[0]} to ${keys.at(-1)}`;
  }
  for (const questionId of input.flags ?? [])
    if (!facts.questionIds.has(questionId)) fieldErrors.flags = "A flagged question is not in the sitting";
  for (const questionId of input.opened ?? [])
    if (!facts.questionIds.has(questionId)) fieldErrors.opened = "An opened question is not in the sitting";
  for (const subject of Object.keys(input.time_spent ?? {}))
    if (!facts.subjects.includes(subject)) fieldErrors.time_spent = `${subject} is not in the sitting`;
  const first = Object.values(fieldErrors)[0];
  if (first) throw new AppError("validation_error", first, { fieldErrors });
}

/**
 * PUT /api/sittings/{id}/answers: merges answers (null clears one), replaces flags when sent, and
 * marks the items opened (sent as opened, or answered or cleared: an answer implies the question
 * was shown) with the time they were first opened, never unmarking one.
 */
export async function saveSittingAnswers(
  studentId: string,
  sittingId: string,
  input: SaveSittingAnswersInput,
  now = new Date(),
) {
  const facts = await ownSitting(studentId, sittingId);
  checkKeys(facts, input);
  if (pastGrace(facts, now)) throw new AppError("conflict", TIME_UP_MESSAGE);
  const set = Object.fromEntries(Object.entries(input.answers).filter(([, key]) => key !== null));
  const cleared = Object.entries(input.answers).flatMap(([id, key]) => (key === null ? [id] : []));
  const elapsed = Math.ceil((now.getTime() - facts.startedAt.getTime()) / 1000);
  // Time per subject only grows, and never past the time since the start.
  const opened = [...new Set([...(input.opened ?? []), ...Object.keys(input.answers)])];
  // One statement: the items are marked only when the sitting itself was still open to saves.
  const [row] = await db.$queryRaw<{ updated: number }[]>`
    WITH s AS (
      UPDATE sittings s
      SET answers = (s.answers || ${JSON.stringify(set)}::jsonb) - ${cleared}::text[],
          flags = COALESCE(${input.flags ?? null}::text[], s.flags),
          time_spent = s.time_spent || COALESCE((
            SELECT jsonb_object_agg(t.key, LEAST(${elapsed}, GREATEST(t.value::int, COALESCE((s.time_spent->>t.key)::int, 0))))
            FROM jsonb_each_text(${JSON.stringify(input.time_spent ?? {})}::jsonb) t), '{}'::jsonb)
      WHERE s.id = ${sittingId} AND s.submitted_at IS NULL
      RETURNING s.id
    ), o AS (
      UPDATE sitting_items si SET opened_at = ${now}
      FROM s
      WHERE si.sitting_id = s.id AND si.question_id = ANY(${opened}::text[]) AND si.opened_at IS NULL
    )
    SELECT count(*)::int AS updated FROM s`;
  if (!row || row.updated === 0) throw new AppError("conflict", SUBMITTED_MESSAGE);
  // Once committed, by the server's clock: a sitting page read before it may not hold this save.
  return { saved: Object.keys(input.answers).length, saved_at: Date.now() };
}

/** POST /api/sittings/{id}/check: practice mode only, and not while an exam is open; the answer is saved as well. */
export async function checkSittingAnswer(
  studentId: string,
  sittingId: string,
  input: { question_id: string; answer: string },
  now = new Date(),
) {
  const facts = await ownSitting(studentId, sittingId);
  if (facts.mode === "exam")
    throw new AppError("forbidden", "In exam mode the answers are shown when the paper is submitted");
  // A practice sitting (even one started before the exam) may hold the open exam's items. The
  // gate orders this against an exam start: a check that passes it reveals a key drawn before
  // any open exam, as if it had been asked a moment earlier.
  await db.$transaction(async (tx) => {
    await lockExamGate(tx, studentId, "practice");
    await assertNoOpenExam(studentId, tx, now);
  });
  const item = facts.items.find((i) => i.questionId === input.question_id);
  if (!item)
    throw new AppError("validation_error", "This question is not in the sitting", {
      fieldErrors: { question_id: "This question is not in the sitting" },
    });
  await saveSittingAnswers(studentId, sittingId, { answers: { [input.question_id]: input.answer } }, now);
  const content = (await versionContents([item.versionId])).get(item.versionId)!;
  return {
    correct: input.answer === item.correctKey,
    correct_answer: item.correctKey,
    explanation: content.explanation,
    ...(content.html?.explanation ? { explanation_html: content.html.explanation } : {}),
  };
}
