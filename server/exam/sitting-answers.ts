import "server-only";
import { optionKeys } from "@/lib/exam/draw";
import type { SaveSittingAnswersInput } from "@/lib/validation/sittings";
import { db } from "../db";
import { AppError } from "../errors";
import { assertNoOpenExam, lockExamGate } from "./exam-in-progress";
import { mergeAnswers } from "./merge-answers";
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
 * was shown) with the time they were first opened, never unmarking one: the engine's one autosave
 * statement (./merge-answers.ts).
 */
export async function saveSittingAnswers(
  studentId: string,
  sittingId: string,
  input: SaveSittingAnswersInput,
  now = new Date(),
  /** The question a check is saving (checked just now, so not held back). */
  checking?: string,
) {
  const facts = await ownSitting(studentId, sittingId);
  checkKeys(facts, input);
  if (pastGrace(facts, now)) throw new AppError("conflict", TIME_UP_MESSAGE);
  // A practice answer once checked keeps its checked answer, whatever a phone sends later.
  const held = facts.mode === "practice" ? await checkedQuestions(sittingId, checking) : new Set<string>();
  const changes = Object.entries(input.answers).filter(([id]) => !held.has(id));
  const saved = await mergeAnswers({
    sittingId,
    studentId,
    quizId: null,
    set: Object.fromEntries(changes.filter((change): change is [string, string] => change[1] !== null)),
    cleared: changes.flatMap(([id, key]) => (key === null ? [id] : [])),
    flags: input.flags ?? null,
    timeSpent: input.time_spent,
    elapsedSeconds: Math.ceil((now.getTime() - facts.startedAt.getTime()) / 1000),
    // An answer implies the question was shown.
    opened: [...new Set([...(input.opened ?? []), ...Object.keys(input.answers)])],
    graceSeconds: facts.paper.graceSeconds,
    now,
  });
  if (!saved) throw new AppError("conflict", pastGrace(facts, now) ? TIME_UP_MESSAGE : SUBMITTED_MESSAGE);
  return { saved: Object.keys(input.answers).length, saved_at: Date.now() };
}

/** The sitting's questions whose answers were checked, but `except`. */
async function checkedQuestions(sittingId: string, except?: string): Promise<Set<string>> {
  const rows = await db.$queryRaw<{ question_id: string }[]>`
    SELECT question_id FROM sitting_items WHERE sitting_id = ${sittingId} AND checked_at IS NOT NULL`;
  return new Set(rows.map((r) => r.question_id).filter((id) => id !== except));
}

export const CHECKED_MESSAGE = "You have checked this answer already: it stays as it was checked";

/**
 * POST /api/sittings/{id}/check: practice mode only, and not while an exam is open; the answer is
 * saved as well, and stays: once its key is shown, a question is checked once (409 after), and
 * a later save of another answer to it is not taken, on this phone or another.
 */
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
  const claimed = await db.$executeRaw`
    UPDATE sitting_items SET checked_at = ${now}
    WHERE sitting_id = ${sittingId} AND question_id = ${input.question_id} AND checked_at IS NULL`;
  if (claimed === 0) throw new AppError("conflict", CHECKED_MESSAGE);
  try {
    await saveSittingAnswers(
      studentId,
      sittingId,
      { answers: { [input.question_id]: input.answer } },
      now,
      input.question_id,
    );
  } catch (error) {
    // Not saved (the time is up, the paper submitted): nothing was checked either.
    await db.$executeRaw`
      UPDATE sitting_items SET checked_at = NULL WHERE sitting_id = ${sittingId} AND question_id = ${input.question_id}`;
    throw error;
  }
  const content = (await versionContents([item.versionId])).get(item.versionId)!;
  return {
    correct: input.answer === item.correctKey,
    correct_answer: item.correctKey,
    explanation: content.explanation,
    ...(content.html?.explanation ? { explanation_html: content.html.explanation } : {}),
  };
}
