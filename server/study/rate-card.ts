import "server-only";
import { acceptedReviewTime, ratingName, ratingOf, scheduleReview, stateName } from "@/lib/study/deck";
import type { CheckResult, RateResult, ReviewedCard, SyncItemResult } from "@/lib/study/review-types";
import type { CheckReviewAnswerInput, RateCardInput, ReviewSyncInput } from "@/lib/validation/review";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import type { Prisma, ReviewCard, ReviewLog } from "../generated/prisma/client";
import { log } from "../log";
import { currentQuestions, keyOf, keysOf, type CurrentQuestion } from "./review-content";

// Rating a card of the mistakes deck: ts-fsrs gives its next state (lib/study/deck.ts), the card is
// updated, the rating logged (review_logs) and the answer recorded as evidence (answer_events,
// source "review"), in one transaction. A rating carrying a client_review_id applies once: a
// phone that retries a sync gets the first answer again. Ratings made offline carry
// reviewed_at, so a queue synced in order is scheduled in the order it was made.

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

/** The card, locked until the transaction ends, so ratings of one card apply one after another. */
async function lockedCard(tx: Tx, studentId: string, cardId: string): Promise<ReviewCard> {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM review_cards WHERE id = ${cardId} AND student_id = ${studentId} FOR UPDATE`;
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

async function applyRating(tx: Tx, studentId: string, cardId: string, input: RateCardInput, now: Date): Promise<RateResult> {
  const card = await lockedCard(tx, studentId, cardId);
  const question = await questionOf(tx, card);
  if (input.client_review_id !== undefined) {
    const prior = await tx.reviewLog.findUnique({ where: { studentId_clientReviewId: { studentId, clientReviewId: input.client_review_id } } });
    if (prior) {
      if (prior.cardId !== cardId) throw new AppError("conflict", "This review was already sent for another card");
      return replayed(prior, card, question);
    }
  }
  checkAnswer(question, input.answer);
  const { at } = acceptedReviewTime(input.reviewed_at === undefined ? undefined : new Date(input.reviewed_at), now, card.lastReview);
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

const isUniqueViolation = (err: unknown) => typeof err === "object" && err !== null && "code" in err && err.code === "P2002";

/** POST /api/me/review/{card id}: another student's card, or an unknown one, is a 404. */
export async function rateCard(studentId: string, cardId: string, input: RateCardInput, now = new Date()): Promise<RateResult> {
  try {
    return await db.$transaction((tx) => applyRating(tx, studentId, cardId, input, now));
  } catch (err) {
    // The same client_review_id sent for two cards at the same instant: the second loses.
    if (isUniqueViolation(err)) throw new AppError("conflict", "This review was already sent for another card", { cause: err });
    throw err;
  }
}

/**
 * POST /api/me/review/sync: the phone's queue, applied in the order sent, each rating in its
 * own transaction. A rating that can never apply (an unknown card, a wrong letter) is rejected
 * and the rest go on; after an unexpected failure nothing more is applied, so none of the
 * ratings after it lands before it: they are answered not_applied and the phone sends them again.
 */
export async function syncReviews(studentId: string, input: ReviewSyncInput, now = new Date()): Promise<{ results: SyncItemResult[] }> {
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

/** POST /api/me/review/{card id}/check: before rating, is this answer right, and why. Records nothing. */
export async function checkReviewAnswer(studentId: string, cardId: string, input: CheckReviewAnswerInput): Promise<CheckResult> {
  const card = await db.reviewCard.findFirst({ where: { id: cardId, studentId } });
  if (!card) throw notFound("Review card");
  const question = (await currentQuestions([card.questionId])).get(card.questionId);
  if (!question) throw notFound("Review card");
  checkAnswer(question, input.answer);
  return { ...(input.answer !== undefined ? { correct: input.answer === keyOf(question) } : {}), ...revealed(question) };
}
