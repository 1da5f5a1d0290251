import "server-only";
import { v7 as uuidv7 } from "uuid";
import { optionLetter } from "@/lib/quizzes/quiz-rules";
import { inPreparedTransaction, type PreparedTx } from "../db";
import { insertSitting } from "../exam/insert-sitting";
import { QUIZ_GRACE_SECONDS } from "../exam/expired-sittings";
import { mergeAnswers } from "../exam/merge-answers";
import { AppError } from "../errors";
import { Prisma } from "../generated/prisma/client";
import { attemptsNewestFirst, newestAttempt, toAttemptRow, type AttemptColumns } from "./attempt-reads";
import { takeableQuiz } from "./catalogue";
import type { QuizTaker } from "./entitlement";
import { finish } from "./finish-attempt";
import { ownAttempt } from "./own-attempt";
import type { QuestionRow } from "./quiz-cache";
import type { QuizDto } from "./quiz-dto";
import { result } from "./results";
import { pickedOptions, type AttemptRow, type SavedAnswers } from "./attempt-row";

// Quizzes as students take them. An attempt is a sitting of the quiz as a fixed paper
// (docs/exam-engine.md, "Course quizzes"): start stores started_at and expires_at (the time
// limit; the API adds the 60 s grace) with one item per question in its position, and sends
// questions without answers; answers are saved as the student goes; submit scores on the
// server, once. An attempt left open past its expiry is finished from the answers saved before
// the deadline. Drafts are seen by their owner only (../courses/visibility.ts); who may take a
// quiz is entitlement.ts's rule.

export const MAX_ATTEMPTS_MESSAGE = "Maximum attempts reached";
export const NO_QUESTIONS_MESSAGE = "No questions found in this quiz";

function attemptPayload(quiz: QuizDto, questions: QuestionRow[], attempt: AttemptRow, now: Date) {
  const answers = Object.fromEntries(pickedOptions(questions, attempt.answers));
  return {
    quiz,
    // Never the answer key before submission.
    questions: questions.map((q) => ({
      id: q.id,
      question: q.question,
      options: q.options,
      // Never the explanation either: its notation waits with it.
      ...(q.html ? { html: { question: q.html.question, options: q.html.options } } : {}),
    })),
    attempt: {
      id: attempt.id,
      attempt_number: attempt.attemptNumber,
      started_at: attempt.startedAt.toISOString(),
      expires_at: attempt.expiresAt?.toISOString() ?? null,
      // The true time left, so a reload resumes the countdown where it was (grace not included).
      remaining_seconds: attempt.expiresAt
        ? Math.max(0, Math.floor((attempt.expiresAt.getTime() - QUIZ_GRACE_SECONDS * 1000 - now.getTime()) / 1000))
        : null,
      answers,
    },
  };
}

/** Starts an attempt, or returns the open one (a reload resumes it instead of using up another). */
export async function startAttempt(student: QuizTaker, quizId: string, now = new Date()) {
  const studentId = student.id;
  const { quiz, questions } = await takeableQuiz(student, quizId);
  if (questions.length === 0) throw new AppError("bad_request", NO_QUESTIONS_MESSAGE);

  // The common cases under load take one or two round trips and no lock. Only the newest
  // attempt can be open (a new one is opened only when none is), so it tells everything.
  const latest = await newestAttempt(studentId, quizId);
  // A reload or a second tab: the open attempt is resumed.
  if (latest && !latest.submittedAt && (!latest.expiresAt || latest.expiresAt >= now))
    return attemptPayload(quiz, questions, latest, now);
  // Nothing open and attempts left: one insert. A parallel start that got there first owns
  // the same attempt number, and the unique key refuses this one; the locked path below
  // then finds that attempt and resumes it.
  const roomLeft = quiz.max_attempts === null || (latest?.attemptNumber ?? 0) < quiz.max_attempts;
  if ((!latest || latest.submittedAt) && roomLeft) {
    const created = await createAttempt(studentId, quiz, questions, (latest?.attemptNumber ?? 0) + 1, now).catch(
      (err: unknown) => {
        if (isDuplicate(err)) return null;
        throw err;
      },
    );
    if (created) return attemptPayload(quiz, questions, created, now);
  }

  // Everything else (an attempt that ran out while the student was away, the last attempt
  // used, a lost race) is settled under a transaction-scoped advisory lock, so parallel
  // requests of one student for one quiz see each other's work.
  const { attempt, expired } = await inPreparedTransaction(async (tx) => {
    await tx.sql(Prisma.sql`select pg_advisory_xact_lock(hashtextextended(${`quiz-start:${studentId}:${quizId}`}, 0))`);
    const attempts = await attemptsNewestFirst(tx, studentId, quizId);
    const open = attempts.find((a) => !a.submittedAt);
    if (open && (!open.expiresAt || open.expiresAt >= now)) return { attempt: open, expired: null };
    if (quiz.max_attempts !== null && attempts.length >= quiz.max_attempts)
      return { attempt: null, expired: open ?? null };
    const created = await createAttempt(studentId, quiz, questions, (attempts[0]?.attemptNumber ?? 0) + 1, now, tx);
    return { attempt: created, expired: open ?? null };
  });
  // An attempt whose time ran out while the student was away is finished from its saved answers.
  if (expired) await finish(expired, questions, quiz.passing_score, expired.expiresAt!, true);
  if (!attempt) throw new AppError("conflict", MAX_ATTEMPTS_MESSAGE);
  return attemptPayload(quiz, questions, attempt, now);
}

/**
 * The attempt's sitting with an item per question in its position, options in their own order (a
 * quiz does not shuffle), made by the engine's insert (../exam/insert-sitting.ts).
 */
async function createAttempt(
  studentId: string,
  quiz: QuizDto,
  questions: QuestionRow[],
  attemptNumber: number,
  now: Date,
  tx?: PreparedTx,
): Promise<AttemptRow> {
  const row = await insertSitting(
    {
      id: uuidv7(),
      studentId,
      of: { quizId: quiz.id, attemptNumber },
      mode: "practice",
      subjects: [quiz.category],
      startedAt: now,
      expiresAt: quiz.time_limit ? new Date(now.getTime() + quiz.time_limit * 60_000) : null,
      maxScore: 100,
      items: questions.map((q, index) => ({
        number: index + 1,
        subject: quiz.category,
        questionId: q.id,
        versionId: q.versionId,
        optionOrder: q.options.map((_, i) => i),
        correctKey: optionLetter(q.correctIndex),
      })),
    },
    tx,
  );
  return toAttemptRow(row as AttemptColumns);
}

/** A second attempt of the same number: another start got there first. */
const isDuplicate = (err: unknown) => ["P2002", "23505"].includes((err as { code?: string }).code ?? "");

type AnswerInput = { question_id: string; selected_answer: string | number | null };

/** Maps option texts (docs/product-spec.md part 7) or indexes to indexes, refusing unknown questions and options. */
function resolveAnswers(questions: QuestionRow[], answers: AnswerInput[]): Map<string, number | null> {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const resolved = new Map<string, number | null>();
  for (const a of answers) {
    const q = byId.get(a.question_id);
    if (!q)
      throw new AppError("validation_error", "An answer names a question that is not in this quiz", {
        fieldErrors: { answers: `Unknown question ${a.question_id}` },
      });
    if (a.selected_answer === null || a.selected_answer === "") {
      resolved.set(q.id, null);
      continue;
    }
    const index = typeof a.selected_answer === "number" ? a.selected_answer : q.options.indexOf(a.selected_answer);
    if (!Number.isInteger(index) || index < 0 || index >= q.options.length) {
      throw new AppError("validation_error", "An answer is not one of the question's options", {
        fieldErrors: { answers: `Unknown option for question ${q.id}` },
      });
    }
    resolved.set(q.id, index);
  }
  return resolved;
}

/** The changes answers make to saved answers: options picked (as letters) and questions cleared. */
function answerChanges(resolved: Map<string, number | null>) {
  const set: SavedAnswers = {};
  const removed: string[] = [];
  for (const [qid, index] of resolved) {
    if (index === null) removed.push(qid);
    else set[qid] = optionLetter(index);
  }
  return { set, removed };
}

type AttemptKey = { attemptId: string; studentId: string; quizId: string };

/**
 * Merges answers into the student's open, unexpired attempt at the quiz with the engine's
 * autosave (../exam/merge-answers.ts); null when there is no such attempt.
 */
function saveMerge(key: AttemptKey, resolved: Map<string, number | null>, now: Date): Promise<SavedAnswers | null> {
  const { set, removed } = answerChanges(resolved);
  return mergeAnswers({
    sittingId: key.attemptId,
    studentId: key.studentId,
    quizId: key.quizId,
    set,
    cleared: removed,
    graceSeconds: QUIZ_GRACE_SECONDS,
    now,
  });
}

/** 404 when the attempt is not the student's at this quiz, 409 once it was submitted. */
async function assertOwnOpenAttempt(key: AttemptKey): Promise<void> {
  const attempt = await ownAttempt(key.studentId, key.quizId, key.attemptId);
  if (attempt.submittedAt) throw new AppError("conflict", "This attempt has already been submitted");
}

/**
 * PUT …/attempts/{attemptId}/answers: saves answers as the student goes. The usual save is
 * one statement; the attempt is read only to say why one was refused.
 */
export async function saveAnswers(
  student: QuizTaker,
  quizId: string,
  attemptId: string,
  answers: AnswerInput[],
  now = new Date(),
) {
  const key = { attemptId, studentId: student.id, quizId };
  const { questions } = await takeableQuiz(student, quizId);
  let resolved: Map<string, number | null>;
  try {
    resolved = resolveAnswers(questions, answers);
  } catch (err) {
    // Someone else's or a submitted attempt says so before the answers are judged.
    await assertOwnOpenAttempt(key);
    throw err;
  }
  const saved = await saveMerge(key, resolved, now);
  if (saved) return { saved: Object.keys(saved).length, saved_at: now.toISOString() };
  await assertOwnOpenAttempt(key);
  throw new AppError("conflict", "Time is up for this attempt");
}

/**
 * POST /api/quizzes/{id}/submit: scores the open attempt on the server (a score the
 * client sends is ignored). A second submit returns the first result. After the deadline,
 * only answers saved before it count.
 */
export async function submitAttempt(
  student: QuizTaker,
  quizId: string,
  input: { answers: AnswerInput[]; attempt_id?: string; auto_submit?: boolean },
  now = new Date(),
) {
  const studentId = student.id;
  const { quiz, questions } = await takeableQuiz(student, quizId);
  const attempt = input.attempt_id
    ? await ownAttempt(studentId, quizId, input.attempt_id)
    : await newestAttempt(studentId, quizId);
  if (!attempt) throw new AppError("conflict", "Start the quiz before submitting it");
  if (attempt.submittedAt) return result(attempt);

  const late = attempt.expiresAt !== null && now > attempt.expiresAt;
  // The final answers are saved as any autosave, then the engine closes the attempt.
  const resolved = !late && input.answers.length ? resolveAnswers(questions, input.answers) : null;
  if (resolved) await saveMerge({ attemptId: attempt.id, studentId, quizId }, resolved, now);
  const closed = await finish(
    attempt,
    questions,
    quiz.passing_score,
    late ? attempt.expiresAt! : now,
    late || Boolean(input.auto_submit),
  );
  // Another request submitted it first: answer what that one stored.
  return result(closed ?? (await ownAttempt(studentId, quizId, attempt.id)));
}
