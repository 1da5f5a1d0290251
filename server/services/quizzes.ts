import "server-only";
import { escapeLike } from "@/lib/like-pattern";
import { lagosDay } from "@/lib/validation/progress";
import { minutesRoundedUp, scorePercent } from "@/lib/quiz-rules";
import { keyRevealed } from "@/lib/review-policy";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { AppError, notFound } from "../errors";
import { canSeeQuiz, visibleCourse, visibleQuizWhere, type ContentStatus } from "./content-visibility";
import { assertEntitled, entitledQuizIds } from "./quiz-entitlement";

// Quizzes as students take them. The server owns an attempt: start stores started_at and
// expires_at (time limit + 60 s grace) and sends questions without answers; answers are
// saved as the student goes; submit scores on the server, once. An attempt left open past
// its expiry is finished from the answers saved before the deadline. Drafts are seen by
// their owner only (content-visibility.ts); who may take a quiz is quiz-entitlement.ts's rule.

export const GRACE_SECONDS = 60;
export const MAX_ATTEMPTS_MESSAGE = "Maximum attempts reached";
export const NO_QUESTIONS_MESSAGE = "No questions found in this quiz";

type Viewer = { id: string; role: "student" | "tutor" } | null;
type SavedAnswers = Record<string, { index: number; saved_at: string }>;
type QuizFilters = { search?: string; category?: string; difficulty?: "easy" | "medium" | "hard"; type?: "general" | "course" };

/** What a quiz's public card and details are read with (quiz-authoring.ts adds the owner's fields). */
export const quizSelect = {
  id: true,
  title: true,
  description: true,
  category: true,
  difficulty: true,
  courseId: true,
  timeLimit: true,
  passingScore: true,
  maxAttempts: true,
  status: true,
  reviewPolicy: true,
  tutorId: true,
  createdAt: true,
  course: { select: { title: true, price: true, status: true } },
  tutor: { select: { firstName: true, lastName: true } },
  _count: { select: { questions: true } },
} as const;
type QuizRow = Prisma.QuizGetPayload<{ select: typeof quizSelect }>;
type UserStats = { best_score: number | null; attempts_made: number };

/** Who owns a quiz and whether it and its course are published: what visibility is decided on. */
type QuizOwnership = { tutorId: string; status: ContentStatus; courseStatus: ContentStatus | null };
const ownershipOf = (q: QuizRow): QuizOwnership => ({ tutorId: q.tutorId, status: q.status, courseStatus: q.course?.status ?? null });

export function toQuizDto(q: QuizRow, stats?: UserStats) {
  return {
    id: q.id,
    title: q.title,
    description: q.description,
    category: q.category,
    difficulty: q.difficulty,
    tutor_name: `${q.tutor.firstName} ${q.tutor.lastName}`,
    course_id: q.courseId,
    course_title: q.course?.title ?? null,
    /** The course's price in naira (a paid course's quizzes are for its enrolled students); null for a general quiz. */
    course_price: q.course?.price ?? null,
    question_count: q._count.questions,
    time_limit: q.timeLimit,
    passing_score: q.passingScore,
    max_attempts: q.maxAttempts,
    status: q.status,
    review_policy: q.reviewPolicy,
    created_at: q.createdAt.toISOString(),
    ...(stats ? { user_stats: stats } : {}),
  };
}
export type QuizDto = ReturnType<typeof toQuizDto> & { locked?: boolean };

async function statsFor(studentId: string, quizIds: string[]): Promise<Map<string, UserStats>> {
  if (quizIds.length === 0) return new Map();
  const rows = await db.quizAttempt.groupBy({
    by: ["quizId"],
    where: { studentId, quizId: { in: quizIds } },
    _count: { _all: true },
    _max: { score: true },
  });
  return new Map(rows.map((r) => [r.quizId, { best_score: r._max.score, attempts_made: r._count._all }]));
}

/** The quizzes as `viewer` sees them: `locked` when they may not take one, and a student's own stats. */
async function withStats(rows: QuizRow[], viewer: Viewer): Promise<QuizDto[]> {
  const dtos = rows.map((q) => toQuizDto(q));
  const student = viewer?.role === "student" ? viewer.id : null;
  const [entitled, stats] = await Promise.all([
    entitledQuizIds(student, dtos),
    student ? statsFor(student, rows.map((q) => q.id)) : null,
  ]);
  return dtos.map((q) => ({
    ...q,
    locked: !entitled.has(q.id),
    ...(stats ? { user_stats: stats.get(q.id) ?? { best_score: null, attempts_made: 0 } } : {}),
  }));
}

export async function listQuizzes(filters: QuizFilters, viewer: Viewer) {
  const where: Prisma.QuizWhereInput = { AND: [visibleQuizWhere(viewer)] };
  if (filters.search) {
    const contains = { contains: escapeLike(filters.search), mode: "insensitive" as const };
    where.OR = [{ title: contains }, { description: contains }, { category: contains }];
  }
  if (filters.category) where.category = filters.category;
  if (filters.difficulty) where.difficulty = filters.difficulty;
  if (filters.type) where.courseId = filters.type === "general" ? null : { not: null };
  const rows = await db.quiz.findMany({ where, orderBy: [{ category: "asc" }, { title: "asc" }], take: 200, select: quizSelect });
  return withStats(rows, viewer);
}

/** A course's quizzes (404 when the course is someone else's draft). */
export async function listCourseQuizzes(courseId: string, viewer: Viewer) {
  await visibleCourse(courseId, viewer);
  const rows = await db.quiz.findMany({ where: { AND: [{ courseId }, visibleQuizWhere(viewer)] }, orderBy: { title: "asc" }, select: quizSelect });
  return withStats(rows, viewer);
}

/** Quizzes a student can take now: published, not locked (quiz-entitlement.ts) and not used up. */
export async function listAvailableQuizzes(studentId: string) {
  const rows = await db.quiz.findMany({ where: visibleQuizWhere({ id: studentId, role: "student" }), orderBy: { title: "asc" }, select: quizSelect });
  const quizzes = await withStats(rows, { id: studentId, role: "student" });
  return quizzes.filter((q) => !q.locked && (q.max_attempts === null || (q.user_stats?.attempts_made ?? 0) < q.max_attempts));
}

/** A quiz `viewer` may see (404 for someone else's draft). */
async function visibleQuiz(quizId: string, viewer: Viewer): Promise<CachedQuiz> {
  const entry = await cachedQuiz(quizId);
  if (!canSeeQuiz(entry.ownership, viewer)) throw notFound("Quiz");
  return entry;
}

export async function getQuizDetails(quizId: string, viewer: Viewer): Promise<QuizDto> {
  const { quiz } = await visibleQuiz(quizId, viewer);
  const student = viewer?.role === "student" ? viewer.id : null;
  const [entitled, stats] = await Promise.all([entitledQuizIds(student, [quiz]), student ? statsFor(student, [quizId]) : null]);
  return { ...quiz, locked: !entitled.has(quizId), ...(stats ? { user_stats: stats.get(quizId) ?? { best_score: null, attempts_made: 0 } } : {}) };
}

/** The quiz for a student about to start, answer or submit it: 404 if they may not see it, 403 if it is locked. */
async function takeableQuiz(studentId: string, quizId: string): Promise<CachedQuiz> {
  const entry = await visibleQuiz(quizId, { id: studentId, role: "student" });
  await assertEntitled(studentId, entry.quiz);
  return entry;
}

// ---- attempts -----------------------------------------------------------------------

type QuestionRow = { id: string; question: string; options: string[]; correctIndex: number; explanation: string };
type AttemptRow = Prisma.QuizAttemptGetPayload<object>;

const savedAnswers = (a: { answers: Prisma.JsonValue }): SavedAnswers =>
  a.answers && typeof a.answers === "object" && !Array.isArray(a.answers) ? (a.answers as unknown as SavedAnswers) : {};

// A quiz and its questions change rarely and are read on every start, save and submit (an
// exam rush is thousands of those a minute), so each instance keeps them for 30 seconds.
// A tutor's edit clears this instance's copy at once; other instances see it within 30 s.
const QUIZ_CACHE_MS = 30_000;
type CachedQuiz = { quiz: QuizDto; ownership: QuizOwnership; questions: QuestionRow[]; at: number };
const globalForQuizzes = globalThis as unknown as { examprepQuizCache?: Map<string, CachedQuiz> };
const quizCache = (globalForQuizzes.examprepQuizCache ??= new Map());

async function cachedQuiz(quizId: string): Promise<CachedQuiz> {
  const hit = quizCache.get(quizId);
  if (hit && Date.now() - hit.at < QUIZ_CACHE_MS) return hit;
  const [row, questions] = await Promise.all([
    db.quiz.findUnique({ where: { id: quizId }, select: quizSelect }),
    db.question.findMany({ where: { quizId }, orderBy: [{ position: "asc" }, { id: "asc" }], select: { id: true, question: true, options: true, correctIndex: true, explanation: true } }),
  ]);
  if (!row) throw notFound("Quiz");
  const entry = { quiz: toQuizDto(row), ownership: ownershipOf(row), questions, at: Date.now() };
  if (quizCache.size > 5000) quizCache.clear();
  quizCache.set(quizId, entry);
  return entry;
}

/** Forgets this instance's copy of a quiz (after a tutor changes it or its questions). */
export function invalidateQuiz(quizId: string) {
  quizCache.delete(quizId);
}

/** Forgets this instance's copies of a course's quizzes (their course's price or status changed). */
export function invalidateCourseQuizzes(courseId: string) {
  for (const [id, entry] of quizCache) if (entry.quiz.course_id === courseId) quizCache.delete(id);
}

async function questionsOf(quizId: string): Promise<QuestionRow[]> {
  return (await cachedQuiz(quizId)).questions;
}

function attemptPayload(quiz: QuizDto, questions: QuestionRow[], attempt: AttemptRow, now: Date) {
  const answers = Object.fromEntries(Object.entries(savedAnswers(attempt)).map(([qid, a]) => [qid, a.index]));
  return {
    quiz,
    // Never the answer key before submission.
    questions: questions.map((q) => ({ id: q.id, question: q.question, options: q.options })),
    attempt: {
      id: attempt.id,
      attempt_number: attempt.attemptNumber,
      started_at: attempt.startedAt.toISOString(),
      expires_at: attempt.expiresAt?.toISOString() ?? null,
      // The true time left, so a reload resumes the countdown where it was (grace not included).
      remaining_seconds: attempt.expiresAt ? Math.max(0, Math.floor((attempt.expiresAt.getTime() - GRACE_SECONDS * 1000 - now.getTime()) / 1000)) : null,
      answers,
    },
  };
}

/** Starts an attempt, or returns the open one (a reload resumes it instead of using up another). */
export async function startAttempt(studentId: string, quizId: string, now = new Date()) {
  const { quiz, questions } = await takeableQuiz(studentId, quizId);
  if (questions.length === 0) throw new AppError("bad_request", NO_QUESTIONS_MESSAGE);

  // The common cases under load take one or two round trips and no lock. Only the newest
  // attempt can be open (a new one is opened only when none is), so it tells everything.
  const latest = await db.quizAttempt.findFirst({ where: { studentId, quizId }, orderBy: { attemptNumber: "desc" } });
  // A reload or a second tab: the open attempt is resumed.
  if (latest && !latest.submittedAt && (!latest.expiresAt || latest.expiresAt >= now)) return attemptPayload(quiz, questions, latest, now);
  // Nothing open and attempts left: one insert. A parallel start that got there first owns
  // the same attempt number, and the unique key refuses this one; the locked path below
  // then finds that attempt and resumes it.
  const roomLeft = quiz.max_attempts === null || (latest?.attemptNumber ?? 0) < quiz.max_attempts;
  if ((!latest || latest.submittedAt) && roomLeft) {
    const created = await createAttempt(studentId, quiz, questions.length, (latest?.attemptNumber ?? 0) + 1, now).catch((err: unknown) => {
      if ((err as { code?: string }).code === "P2002") return null;
      throw err;
    });
    if (created) return attemptPayload(quiz, questions, created, now);
  }

  // Everything else (an attempt that ran out while the student was away, the last attempt
  // used, a lost race) is settled under a transaction-scoped advisory lock, so parallel
  // requests of one student for one quiz see each other's work.
  const { attempt, expired } = await db.$transaction(async (tx) => {
    await tx.$executeRaw`select pg_advisory_xact_lock(hashtextextended(${`quiz-start:${studentId}:${quizId}`}, 0))`;
    const attempts = await tx.quizAttempt.findMany({ where: { studentId, quizId }, orderBy: { attemptNumber: "desc" } });
    const open = attempts.find((a) => !a.submittedAt);
    if (open && (!open.expiresAt || open.expiresAt >= now)) return { attempt: open, expired: null };
    if (quiz.max_attempts !== null && attempts.length >= quiz.max_attempts) return { attempt: null, expired: open ?? null };
    const created = await createAttempt(studentId, quiz, questions.length, (attempts[0]?.attemptNumber ?? 0) + 1, now, tx);
    return { attempt: created, expired: open ?? null };
  });
  // An attempt whose time ran out while the student was away is finished from its saved answers.
  if (expired) await finish(expired, questions, quiz.passing_score, expired.expiresAt!, true);
  if (!attempt) throw new AppError("conflict", MAX_ATTEMPTS_MESSAGE);
  return attemptPayload(quiz, questions, attempt, now);
}

function createAttempt(studentId: string, quiz: QuizDto, totalQuestions: number, attemptNumber: number, now: Date, tx: { quizAttempt: Pick<typeof db.quizAttempt, "create"> } = db) {
  return tx.quizAttempt.create({
    data: {
      studentId,
      quizId: quiz.id,
      attemptNumber,
      startedAt: now,
      expiresAt: quiz.time_limit ? new Date(now.getTime() + (quiz.time_limit * 60 + GRACE_SECONDS) * 1000) : null,
      totalQuestions,
    },
  });
}

type AnswerInput = { question_id: string; selected_answer: string | number | null };

/** Maps option texts (spec part 7) or indexes to indexes, refusing unknown questions and options. */
function resolveAnswers(questions: QuestionRow[], answers: AnswerInput[]): Map<string, number | null> {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const resolved = new Map<string, number | null>();
  for (const a of answers) {
    const q = byId.get(a.question_id);
    if (!q) throw new AppError("validation_error", "An answer names a question that is not in this quiz", { fieldErrors: { answers: `Unknown question ${a.question_id}` } });
    if (a.selected_answer === null || a.selected_answer === "") {
      resolved.set(q.id, null);
      continue;
    }
    const index = typeof a.selected_answer === "number" ? a.selected_answer : q.options.indexOf(a.selected_answer);
    if (!Number.isInteger(index) || index < 0 || index >= q.options.length) {
      throw new AppError("validation_error", "An answer is not one of the question's options", { fieldErrors: { answers: `Unknown option for question ${q.id}` } });
    }
    resolved.set(q.id, index);
  }
  return resolved;
}

/** The changes answers make to saved answers: options picked (stamped with `now`) and questions cleared. */
function answerChanges(resolved: Map<string, number | null>, now: Date) {
  const set: SavedAnswers = {};
  const removed: string[] = [];
  for (const [qid, index] of resolved) {
    if (index === null) removed.push(qid);
    else set[qid] = { index, saved_at: now.toISOString() };
  }
  return { set, removed };
}

/** Merges answers into an open, unexpired attempt atomically (two autosaves never overwrite each other); null when it is closed. */
async function mergeAnswers(attemptId: string, resolved: Map<string, number | null>, now: Date): Promise<SavedAnswers | null> {
  const { set, removed } = answerChanges(resolved, now);
  const rows = await db.$queryRaw<{ answers: SavedAnswers }[]>`
    update quiz_attempts
    set answers = (answers - ${removed}::text[]) || ${JSON.stringify(set)}::jsonb
    where id = ${attemptId} and submitted_at is null and (expires_at is null or expires_at >= ${now})
    returning answers`;
  return rows[0]?.answers ?? null;
}

async function ownAttempt(studentId: string, quizId: string, attemptId: string) {
  const attempt = await db.quizAttempt.findUnique({ where: { id: attemptId } });
  if (!attempt || attempt.studentId !== studentId || attempt.quizId !== quizId) throw notFound("Attempt");
  return attempt;
}

/** PUT …/attempts/{attemptId}/answers: saves answers as the student goes. */
export async function saveAnswers(studentId: string, quizId: string, attemptId: string, answers: AnswerInput[], now = new Date()) {
  const { questions } = await takeableQuiz(studentId, quizId);
  const attempt = await ownAttempt(studentId, quizId, attemptId);
  if (attempt.submittedAt) throw new AppError("conflict", "This attempt has already been submitted");
  const resolved = resolveAnswers(questions, answers);
  const saved = await mergeAnswers(attemptId, resolved, now);
  if (!saved) throw new AppError("conflict", "Time is up for this attempt");
  return { saved: Object.keys(saved).length, saved_at: now.toISOString() };
}

/** Scores from saved answers, counting only those saved by the deadline. */
function score(questions: QuestionRow[], answers: SavedAnswers, deadline: Date | null) {
  let correct = 0;
  const picked = new Map<string, number>();
  for (const q of questions) {
    const a = answers[q.id];
    if (!a || (deadline && new Date(a.saved_at) > deadline)) continue;
    picked.set(q.id, a.index);
    if (a.index === q.correctIndex) correct++;
  }
  return { correct, picked };
}

/**
 * Scores and closes an attempt once (a conditional update) and adds its time to the
 * student's study day, in one statement; returns the closed row, or null if another caller
 * closed it first. With `finalAnswers`, they replace the saved answers, but only if those
 * are still the ones `attempt` holds (no autosave came in between); otherwise null too.
 */
async function finish(attempt: AttemptRow, questions: QuestionRow[], passingScore: number, submittedAt: Date, auto: boolean, finalAnswers?: SavedAnswers): Promise<AttemptRow | null> {
  const answers = finalAnswers ?? savedAnswers(attempt);
  const { correct } = score(questions, answers, attempt.expiresAt);
  const scorePct = scorePercent(correct, questions.length);
  const elapsed = Math.max(0, (submittedAt.getTime() - attempt.startedAt.getTime()) / 1000);
  const data = { submittedAt, score: scorePct, correctAnswers: correct, totalQuestions: questions.length, passed: scorePct >= passingScore, timeTaken: minutesRoundedUp(elapsed), autoSubmitted: auto };
  const studySeconds = elapsed > 0 ? Math.round(Math.min(elapsed, 4 * 3600)) : 0;
  const rows = await db.$queryRaw<{ id: string }[]>`
    with closed as (
      update quiz_attempts
      set submitted_at = ${submittedAt}, score = ${data.score}, correct_answers = ${data.correctAnswers}, total_questions = ${data.totalQuestions},
          passed = ${data.passed}, time_taken = ${data.timeTaken}, auto_submitted = ${data.autoSubmitted}
          ${finalAnswers ? Prisma.sql`, answers = ${JSON.stringify(finalAnswers)}::jsonb` : Prisma.empty}
      where id = ${attempt.id} and submitted_at is null
          ${finalAnswers ? Prisma.sql`and answers = ${JSON.stringify(attempt.answers ?? {})}::jsonb` : Prisma.empty}
      returning id, student_id
    ), studied as (
      insert into study_days (student_id, day, seconds)
      select student_id, ${lagosDay(submittedAt)}::date, ${studySeconds}::int from closed where ${studySeconds}::int > 0
      on conflict (student_id, day) do update set seconds = study_days.seconds + excluded.seconds
    )
    select id from closed`;
  return rows.length === 1 ? { ...attempt, ...data, answers: answers as unknown as Prisma.JsonValue } : null;
}

/** Finishes attempts left open past their expiry from the answers saved before it. */
export async function finishExpiredAttempts(scope: { studentId?: string; quizId?: string; now?: Date } = {}) {
  const now = scope.now ?? new Date();
  const expired = await db.quizAttempt.findMany({
    where: { submittedAt: null, expiresAt: { lt: now }, ...(scope.studentId ? { studentId: scope.studentId } : {}), ...(scope.quizId ? { quizId: scope.quizId } : {}) },
    take: 500,
    include: { quiz: { select: { passingScore: true } } },
  });
  let finished = 0;
  for (const attempt of expired) {
    if (await finish(attempt, await questionsOf(attempt.quizId), attempt.quiz.passingScore, attempt.expiresAt!, true)) finished++;
  }
  return finished;
}

/** Whether the student has submitted their last allowed attempt at the quiz (`attempt` is one of theirs, submitted). */
async function lastAttemptSubmitted(attempt: AttemptRow, maxAttempts: number | null): Promise<boolean> {
  if (maxAttempts === null) return false;
  if (attempt.attemptNumber >= maxAttempts) return true;
  const last = await db.quizAttempt.findFirst({ where: { studentId: attempt.studentId, quizId: attempt.quizId, attemptNumber: { gte: maxAttempts } }, select: { submittedAt: true } });
  return Boolean(last?.submittedAt);
}

/** Whether this attempt's review may show the answer key, by the quiz's review policy (lib/review-policy.ts). */
async function mayRevealKey(attempt: AttemptRow, quiz: QuizDto): Promise<boolean> {
  if (quiz.review_policy !== "after_last_attempt") return keyRevealed(quiz.review_policy, quiz.max_attempts, false);
  return keyRevealed(quiz.review_policy, quiz.max_attempts, await lastAttemptSubmitted(attempt, quiz.max_attempts));
}

/**
 * The result of a submitted attempt (every caller holds one) in the contract's shape; `withStats`
 * adds the student's user_stats to the quiz. Where the review policy withholds the key,
 * correct_answer, explanation and is_correct are null.
 */
async function result(attempt: AttemptRow, { withStats = false } = {}) {
  const { questions, quiz: cached } = await cachedQuiz(attempt.quizId);
  const quiz = withStats ? await getQuizDetails(attempt.quizId, { id: attempt.studentId, role: "student" }) : cached;
  const { picked } = score(questions, savedAnswers(attempt), attempt.expiresAt);
  const reveal = await mayRevealKey(attempt, cached);
  return {
    attempt: {
      ...toSummary(attempt),
      key_revealed: reveal,
      questions: questions.map((q) => {
        const selected = picked.get(q.id) ?? null;
        return {
          id: q.id,
          question: q.question,
          options: q.options,
          explanation: reveal ? q.explanation : null,
          selected_answer: selected,
          correct_answer: reveal ? q.correctIndex : null,
          is_correct: reveal ? selected === q.correctIndex : null,
        };
      }),
    },
    quiz,
  };
}
export type AttemptResult = Awaited<ReturnType<typeof result>>;

/**
 * POST /api/quizzes/{id}/submit: scores the open attempt on the server (a score the
 * client sends is ignored). A second submit returns the first result. After the deadline,
 * only answers saved before it count.
 */
export async function submitAttempt(studentId: string, quizId: string, input: { answers: AnswerInput[]; attempt_id?: string; auto_submit?: boolean }, now = new Date()) {
  const { quiz, questions } = await takeableQuiz(studentId, quizId);
  const attempt = input.attempt_id
    ? await ownAttempt(studentId, quizId, input.attempt_id)
    : ((await db.quizAttempt.findFirst({ where: { studentId, quizId, submittedAt: null }, orderBy: { attemptNumber: "desc" } })) ??
      (await db.quizAttempt.findFirst({ where: { studentId, quizId }, orderBy: { attemptNumber: "desc" } })));
  if (!attempt) throw new AppError("conflict", "Start the quiz before submitting it");
  if (attempt.submittedAt) return result(attempt);

  const late = attempt.expiresAt !== null && now > attempt.expiresAt;
  const resolved = !late && input.answers.length ? resolveAnswers(questions, input.answers) : null;
  if (resolved) {
    // The usual submit: the final answers, the score and the study time in one statement,
    // provided no autosave changed the attempt since it was read.
    const { set, removed } = answerChanges(resolved, now);
    const final = { ...savedAnswers(attempt), ...set };
    for (const qid of removed) delete final[qid];
    const closed = await finish(attempt, questions, quiz.passing_score, now, Boolean(input.auto_submit), final);
    if (closed) return result(closed);
  }
  const merged = resolved ? await mergeAnswers(attempt.id, resolved, now) : null;
  const current = merged ? { ...attempt, answers: merged as unknown as Prisma.JsonValue } : attempt;
  const closed = await finish(current, questions, quiz.passing_score, late ? attempt.expiresAt! : now, late || Boolean(input.auto_submit));
  // Another request submitted it first: answer what that one stored.
  return result(closed ?? (await db.quizAttempt.findUniqueOrThrow({ where: { id: attempt.id } })));
}

export async function getAttemptResult(studentId: string, quizId: string, attemptId: string) {
  let attempt = await ownAttempt(studentId, quizId, attemptId);
  if (!attempt.submittedAt) {
    await finishExpiredAttempts({ studentId, quizId });
    attempt = await db.quizAttempt.findUniqueOrThrow({ where: { id: attemptId } });
    if (!attempt.submittedAt) throw new AppError("conflict", "This attempt has not been submitted yet");
  }
  return result(attempt, { withStats: true });
}

type AttemptSummary = { id: string; attempt_number: number; score: number; passed: boolean; correct_answers: number; total_questions: number; time_taken: number; started_at: string; submitted_at: string; created_at: string; auto_submitted: boolean };

function toSummary(a: AttemptRow): AttemptSummary {
  return {
    id: a.id,
    attempt_number: a.attemptNumber,
    score: a.score ?? 0,
    passed: a.passed ?? false,
    correct_answers: a.correctAnswers ?? 0,
    total_questions: a.totalQuestions,
    time_taken: a.timeTaken ?? 0,
    started_at: a.startedAt.toISOString(),
    submitted_at: a.submittedAt!.toISOString(),
    created_at: a.startedAt.toISOString(),
    auto_submitted: a.autoSubmitted,
  };
}

/** GET /api/quizzes/{id}/my-attempts: submitted attempts, newest first, with the quiz. */
export async function myAttempts(studentId: string, quizId: string) {
  const quiz = await getQuizDetails(quizId, { id: studentId, role: "student" });
  await finishExpiredAttempts({ studentId, quizId });
  const rows = await db.quizAttempt.findMany({ where: { studentId, quizId, submittedAt: { not: null } }, orderBy: { submittedAt: "desc" } });
  return { attempts: rows.map(toSummary), quiz };
}

/** GET /api/quizzes/my-results: every submitted attempt of the student, newest first. */
export async function myResults(studentId: string) {
  await finishExpiredAttempts({ studentId });
  const rows = await db.quizAttempt.findMany({
    where: { studentId, submittedAt: { not: null } },
    orderBy: { submittedAt: "desc" },
    take: 200,
    include: { quiz: { select: { id: true, title: true, category: true, passingScore: true } } },
  });
  return rows.map((r) => ({ ...toSummary(r), quiz_id: r.quiz.id, quiz: { id: r.quiz.id, title: r.quiz.title, category: r.quiz.category, passing_score: r.quiz.passingScore } }));
}

/** The student's latest submitted attempt at a quiz, for a result page opened without an attempt id. */
export async function latestSubmittedAttemptId(studentId: string, quizId: string): Promise<string | null> {
  const row = await db.quizAttempt.findFirst({ where: { studentId, quizId, submittedAt: { not: null } }, orderBy: { submittedAt: "desc" }, select: { id: true } });
  return row?.id ?? null;
}
