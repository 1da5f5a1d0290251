import "server-only";
import { stateName } from "@/lib/study/deck";
import { lagosDayBounds, streakDays } from "@/lib/study/review-days";
import type { DeckSummary, RevealedKey, ReviewCardItem, ReviewDeck } from "@/lib/study/review-types";
import { db } from "../db";
import { openExamSitting } from "../exam/exam-in-progress";
import { currentQuestions, keyOf, reviewQuestions } from "./review-content";

// Today's reviews of the mistakes deck (docs/study-loop.md, "Mistakes deck"). A card is due
// when its FSRS due date falls before the end of the student's Lagos day. A student who has
// just left 49 questions of a paper unanswered is not handed 49 cards: at most
// DAILY_REVIEW_LIMIT ratings a day, the oldest due first; the rest wait for the next days.

export const DAILY_REVIEW_LIMIT = 20;

type Counts = { reviewedToday: number; dueTotal: number; firstDue: Date | null };

async function counts(studentId: string, now: Date): Promise<Counts & { days: string[] }> {
  const { start, end } = lagosDayBounds(now);
  const [reviewedToday, dueTotal, first, days] = await Promise.all([
    db.reviewLog.count({ where: { studentId, reviewedAt: { gte: start, lt: end } } }),
    db.reviewCard.count({ where: { studentId, due: { lt: end } } }),
    db.reviewCard.findFirst({ where: { studentId }, orderBy: { due: "asc" }, select: { due: true } }),
    // The Lagos days with an answered review, newest first: enough for any streak a year long.
    // "I don't know" is a blank, not study; rate-card.ts takes a rating once per due date.
    db.$queryRaw<{ day: string }[]>`
      SELECT DISTINCT to_char(reviewed_at + interval '1 hour', 'YYYY-MM-DD') AS day
      FROM review_logs
      WHERE student_id = ${studentId} AND answer IS NOT NULL AND reviewed_at < ${end.toISOString()}::timestamp
      ORDER BY day DESC
      LIMIT 400`,
  ]);
  return { reviewedToday, dueTotal, firstDue: first?.due ?? null, days: days.map((d) => d.day) };
}

const left = (c: Counts, limit: number) => Math.max(0, Math.min(limit, DAILY_REVIEW_LIMIT - c.reviewedToday));

/** { due_count, reviewed_today, streak_days, next_due_at } as of `now`. */
export async function deckSummary(studentId: string, now = new Date()): Promise<DeckSummary> {
  const c = await counts(studentId, now);
  return summarise(c, now);
}

function summarise(c: Counts & { days: string[] }, now: Date): DeckSummary {
  const { day, end } = lagosDayBounds(now);
  const dueCount = Math.min(c.dueTotal, left(c, DAILY_REVIEW_LIMIT));
  // Nothing left today but cards due: the limit is reached, and tomorrow brings the next ones.
  const nextDue = c.firstDue === null ? null : dueCount === 0 && c.dueTotal > 0 ? end : c.firstDue;
  return {
    due_count: dueCount,
    due_total: c.dueTotal,
    reviewed_today: c.reviewedToday,
    streak_days: streakDays(c.days, day),
    next_due_at: nextDue?.toISOString() ?? null,
    day,
  };
}

async function cardsDue(studentId: string, now: Date, take: number): Promise<ReviewCardItem[]> {
  if (take <= 0) return [];
  const { end } = lagosDayBounds(now);
  const cards = await db.reviewCard.findMany({
    where: { studentId, due: { lt: end } },
    orderBy: [{ due: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    take,
  });
  const contents = await currentQuestions(cards.map((c) => c.questionId));
  const [shown, revealed] = await Promise.all([
    reviewQuestions([...contents.values()]),
    revealedKeys(studentId, [...contents.keys()], now),
  ]);
  return cards.flatMap((card) => {
    const question = shown.get(card.questionId);
    if (!question) return [];
    const content = contents.get(card.questionId)!;
    const key: RevealedKey | null = revealed.has(card.questionId)
      ? {
          correct_answer: keyOf(content),
          explanation: content.explanation,
          ...(content.html?.explanation ? { explanation_html: content.html.explanation } : {}),
        }
      : null;
    return [
      {
        id: card.id,
        due_at: card.due.toISOString(),
        state: stateName(card.state),
        reason: card.reason,
        reps: card.reps,
        lapses: card.lapses,
        question,
        ...(key ? { revealed: key } : {}),
      },
    ];
  });
}

/**
 * The questions whose key the student has already been shown: an item of a submitted sitting of
 * theirs, in the version the card shows now, on a paper whose review policy shows keys after
 * submitting. None while an exam is open, as every key-revealing path waits then
 * (server/exam/exam-in-progress.ts).
 */
async function revealedKeys(studentId: string, questionIds: readonly string[], now: Date): Promise<Set<string>> {
  if (questionIds.length === 0 || (await openExamSitting(studentId, db, now))) return new Set();
  const rows = await db.$queryRaw<{ question_id: string }[]>`
    SELECT DISTINCT si.question_id
    FROM sitting_items si
    JOIN sittings s ON s.id = si.sitting_id
    JOIN papers p ON p.id = s.paper_id
    JOIN questions q ON q.id = si.question_id
    JOIN question_versions v ON v.question_id = q.id AND v.version = q.version
    WHERE s.student_id = ${studentId} AND s.submitted_at IS NOT NULL AND s.submitted_at <= ${now}
      AND p.review_policy <> 'never' AND si.version_id = v.id AND si.question_id = ANY(${[...questionIds]}::text[])`;
  return new Set(rows.map((r) => r.question_id));
}

/** Today's reviews: cards due by the end of the student's day, oldest due first, within today's limit; keys only as `revealed`. */
export async function dueCards(
  studentId: string,
  now = new Date(),
  limit = DAILY_REVIEW_LIMIT,
): Promise<ReviewCardItem[]> {
  const c = await counts(studentId, now);
  return cardsDue(studentId, now, left(c, limit));
}

/** GET /api/me/review: the summary and today's cards with their questions. */
export async function reviewDeck(studentId: string, now = new Date(), limit = DAILY_REVIEW_LIMIT): Promise<ReviewDeck> {
  const c = await counts(studentId, now);
  const summary = summarise(c, now);
  const cards = await cardsDue(studentId, now, left(c, limit));
  return { ...summary, generated_at: now.toISOString(), cards };
}
