import "server-only";
import {
  MAX_CLOCK_SKEW_MS,
  MAX_REVIEW_AGE_DAYS,
  ratingName,
  ratingOf,
  reviewTime,
  scheduleReview,
  stateName,
  type ReviewTimeRefusal,
} from "@/lib/study/deck";
import { lagosDayBounds } from "@/lib/study/review-days";
import type { CheckResult, RateResult, ReviewedCard, SyncItemResult } from "@/lib/study/review-types";
import type { CheckReviewAnswerInput, RateCardInput, ReviewSyncInput } from "@/lib/validation/review";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import { assertNoOpenExam } from "../exam/exam-in-progress";
import type { Prisma, ReviewCard, ReviewLog } from "../generated/prisma/client";
import { log } from "../log";
import { DAILY_REVIEW_LIMIT } from "./deck";
import { currentQuestions, keyOf, keysOf, type CurrentQuestion } from "./review-content";

// Rating a card of the mistakes deck: ts-fsrs gives its next state (lib/study/deck.ts), the card is
// updated, the rating logged (review_logs) and the answer recorded as evidence (answer_events,
// source "review"), in one transaction. A rating carrying a client_review_id applies once: a
// phone that retries a sync gets the first answer again. Ratings made offline carry
// reviewed_at, so a queue synced in order is scheduled in the order it was made. A rating is
// evidence, so it is taken only once per due date, within the sync window and the day's limit
// (reviewTime, lib/study/deck.ts), and never while an exam is open: the answer carries the key.

type Tx = Prisma.TransactionClient;

const cardDto = (card: ReviewCard): ReviewedCard => ({
  id: card.id,
  due_at: card.due.toISOString(),
  state: stateName(card.state),
  stability: card.stability,
  difficulty: card.difficulty,
  reps: card.reps,
  lapses: card.lapses,
  scheduled_days: card.scheduledDays,
  last_review_at: card.lastReview?.toISOString() ?? null,
});

function revealed(question: CurrentQuestion) {
  return {
    correct_answer: keyOf(question),
    explanation: question.explanation,
    ...(question.html?.explanation ? { explanation_html: question.html.explanation } : {}),
  };
}

function checkAnswer(question: CurrentQuestion, answer: string | undefined) {
  if (answer === undefined) return;
  const keys = keysOf(question);
  if (!keys.includes(answer)) {
    const message = `Answer with a letter from ${keys[0]} to ${keys.at(-1)}`;
    throw new AppError("validation_error", message, { fieldErrors: { answer: message } });
  }
}

/**
 * The card, locked until the transaction ends. The student's ratings are serialised too, so two
 * sent at once cannot both pass the day's limit.
 */
async function lockedCard(tx: Tx, studentId: string, cardId: string): Promise<ReviewCard> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`review-rating:${studentId}`}, 0))`;
  const locked = await tx.$queryRaw<
    { id: string }[]
  >`SELECT id FROM review_cards WHERE id = ${cardId} AND student_id = ${studentId} FOR UPDATE`;
  if (locked.length === 0) throw notFound("Review card");
  return tx.reviewCard.findUniqueOrThrow({ where: { id: cardId } });
}

async function questionOf(tx: Tx, card: ReviewCard): Promise<CurrentQuestion> {
  const question = (await currentQuestions([card.questionId], tx)).get(card.questionId);
  if (!question) throw notFound("Review card");
  return question;
}

function replayed(prior: ReviewLog, card: ReviewCard, question: CurrentQuestion): RateResult {
  return {
    card: cardDto(card),
    rating: ratingName(prior.rating),
    reviewed_at: prior.reviewedAt.toISOString(),
    replayed: true,
    ...(prior.answer !== null ? { answer: prior.answer, correct: prior.correct === true } : {}),
    ...revealed(question),
  };
}

const lagosDate = (at: Date) =>
  at.toLocaleDateString("en-NG", { weekday: "long", day: "numeric", month: "long", timeZone: "Africa/Lagos" });

function refusal(reason: ReviewTimeRefusal, card: ReviewCard): AppError {
  const field = (message: string) =>
    new AppError("validation_error", message, { fieldErrors: { reviewed_at: message } });
  switch (reason) {
    case "future":
      return field(`reviewed_at is ahead of the server's clock by more than ${MAX_CLOCK_SKEW_MS / 60_000} minutes`);
    case "too_old":
      return field(`A rating older than ${MAX_REVIEW_AGE_DAYS} days can no longer be synced`);
    case "before_card":
      return new AppError("conflict", "This card was not in your deck yet at reviewed_at");
    case "before_last_review":
      return new AppError("conflict", "This card was rated after reviewed_at: a rating cannot go before it");
    case "not_due":
      return new AppError("conflict", `This card has been rated: it is due again on ${lagosDate(card.due)}`);
  }
}

async function applyRating(
  tx: Tx,
  studentId: string,
  cardId: string,
  input: RateCardInput,
  now: Date,
): Promise<RateResult> {
  const card = await lockedCard(tx, studentId, cardId);
  await assertNoOpenExam(studentId, tx, now);
  const question = await questionOf(tx, card);
  if (input.client_review_id !== undefined) {
    const prior = await tx.reviewLog.findUnique({
      where: { studentId_clientReviewId: { studentId, clientReviewId: input.client_review_id } },
    });
    if (prior) {
      if (prior.cardId !== cardId) throw new AppError("conflict", "This review was already sent for another card");
      return replayed(prior, card, question);
    }
  }
  checkAnswer(question, input.answer);
  const verdict = reviewTime(input.reviewed_at === undefined ? undefined : new Date(input.reviewed_at), now, card);
  if (!verdict.ok) throw refusal(verdict.reason, card);
  const { at } = verdict;
  const { start, end } = lagosDayBounds(at);
  if ((await tx.reviewLog.count({ where: { studentId, reviewedAt: { gte: start, lt: end } } })) >= DAILY_REVIEW_LIMIT) {
    throw new AppError(
      "conflict",
      `You have already rated ${DAILY_REVIEW_LIMIT} cards that day: the rest wait for the next days.`,
    );
  }
  const next = scheduleReview(card, input.rating, at);
  const answered = input.answer !== undefined;
  const correct = answered && input.answer === keyOf(question);
  const updated = await tx.reviewCard.update({ where: { id: card.id }, data: next });
  const logged = await tx.reviewLog.create({
    data: {
      cardId: card.id,
      studentId,
      rating: ratingOf(input.rating),
      answer: input.answer ?? null,
      correct: answered ? correct : null,
      reviewedAt: at,
      clientReviewId: input.client_review_id ?? null,
      dueAfter: next.due,
    },
  });
  await tx.answerEvent.create({
    data: {
      studentId,
      questionId: card.questionId,
      topicId: question.topicId,
      subject: question.subject,
      correct,
      answered,
      difficulty: question.difficulty,
      source: "review",
      sourceId: logged.id,
      answeredAt: at,
    },
  });
  return {
    card: cardDto(updated),
    rating: input.rating,
    reviewed_at: at.toISOString(),
    replayed: false,
    ...(answered ? { answer: input.answer, correct } : {}),
    ...revealed(question),
  };
}

const isUniqueViolation = (err: unknown) =>
  typeof err === "object" && err !== null && "code" in err && err.code === "P2002";

/** POST /api/me/review/{card id}: another student's card, or an unknown one, is a 404. */
export async function rateCard(
  studentId: string,
  cardId: string,
  input: RateCardInput,
  now = new Date(),
): Promise<RateResult> {
  try {
    return await db.$transaction((tx) => applyRating(tx, studentId, cardId, input, now));
  } catch (err) {
    // The same client_review_id sent for two cards at the same instant: the second loses.
    if (isUniqueViolation(err))
      throw new AppError("conflict", "This review was already sent for another card", { cause: err });
    throw err;
  }
}

/**
 * POST /api/me/review/sync: the phone's queue, applied in the order sent, each rating in its
 * own transaction. A rating that can never apply (an unknown card, a wrong letter) is rejected
 * and the rest go on; after an unexpected failure, or while an exam is open (exam_in_progress),
 * nothing more is applied, so none of the ratings after it lands before it: they are answered
 * not_applied and the phone sends them again.
 */
export async function syncReviews(
  studentId: string,
  input: ReviewSyncInput,
  now = new Date(),
): Promise<{ results: SyncItemResult[] }> {
  const results: SyncItemResult[] = [];
  let stopped = false;
  for (const { card_id, ...rating } of input.reviews) {
    const item = { client_review_id: rating.client_review_id, card_id };
    if (stopped) {
      results.push({ ...item, status: "not_applied" });
      continue;
    }
    try {
      const result = await rateCard(studentId, card_id, rating, now);
      results.push({ ...item, status: result.replayed ? "replayed" : "applied", result });
    } catch (err) {
      if (err instanceof AppError && err.code === "exam_in_progress") {
        // Not now, but later: the phone keeps this rating and the rest until the exam ends.
        stopped = true;
        results.push({ ...item, status: "not_applied", error: { error: err.code, message: err.message } });
        continue;
      }
      if (err instanceof AppError && err.code !== "service_unavailable" && err.code !== "internal_error") {
        results.push({ ...item, status: "rejected", error: { error: err.code, message: err.message } });
        continue;
      }
      log.error("a review of the offline queue could not be applied", { studentId, cardId: card_id, err });
      stopped = true;
      results.push({ ...item, status: "not_applied" });
    }
  }
  return { results };
}

/** POST /api/me/review/{card id}/check: before rating, is this answer right, and why. Records nothing; refused while an exam is open. */
export async function checkReviewAnswer(
  studentId: string,
  cardId: string,
  input: CheckReviewAnswerInput,
): Promise<CheckResult> {
  const card = await db.reviewCard.findFirst({ where: { id: cardId, studentId } });
  if (!card) throw notFound("Review card");
  await assertNoOpenExam(studentId);
  const question = (await currentQuestions([card.questionId])).get(card.questionId);
  if (!question) throw notFound("Review card");
  checkAnswer(question, input.answer);
  return {
    ...(input.answer !== undefined ? { correct: input.answer === keyOf(question) } : {}),
    ...revealed(question),
  };
}
