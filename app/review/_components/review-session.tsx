"use client";

import Link from "next/link";
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { api } from "@/app/api/client";
import { ReviewReminder } from "@/components/study/review-reminder";
import { CheckIcon, CloseIcon, FlameIcon } from "@/components/ui/icons";
import { primaryButtonClass } from "@/components/ui/styles";
import { ApiError } from "@/lib/client/api-error";
import { isOnline, useOnline } from "@/lib/client/offline/online";
import { queueRunner } from "@/lib/client/offline/queue-runner";
import { examOpenOnPhone } from "@/app/exams/_components/exam-on-phone";
import { BACK_TO_EXAM_LABEL, openExamHref } from "@/app/exams/_components/open-exam";
import { EXAM_IN_PROGRESS_MESSAGE } from "@/lib/exam/exam-in-progress";
import { lagosDay } from "@/lib/study/review-days";
import { chooseDeck, localSummary, markDone, remainingCards, type QueuedReview } from "@/lib/study/review-queue";
import type { CheckResult, RatingName, ReviewDeck } from "@/lib/study/review-types";
import { useHydrated } from "@/lib/ui/use-hydrated";
import { ReviewQuestionView } from "./review-question";
import { keepDeck, newReviewId, queueReview, readKeptDeck, readQueue, subscribeReviewStore } from "./review-storage";
import { reviewQueue } from "./review-sync";

// The day's review, one card at a time: the student answers (or says they don't know), sees the
// key and why when online, then rates how well they knew it. Every rating goes into the queue on
// the phone first and is synced from there, in order, so a rating made offline and one made
// online after it reach the server in the order they were made. Offline, a card that carries its
// key (`revealed`: a submitted sitting already showed it) shows it at once, as online; any other
// card is rated by the student alone, and the answer given is marked when the rating syncs.

const NO_REVIEWS: QueuedReview[] = [];
const CHECK_TIMEOUT_MS = 8_000;

type Reveal = { cardId: string; answer?: string } & (
  | { kind: "checking" }
  | { kind: "shown"; result: CheckResult }
  | { kind: "offline" }
  | { kind: "exam"; message: string }
);

function ExamNotice({ message }: { message: string }) {
  const [href, setHref] = useState("/exams");
  useEffect(() => {
    let live = true;
    void openExamHref().then((found) => live && setHref(found));
    return () => {
      live = false;
    };
  }, []);
  return (
    <div
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100"
      data-testid="review-exam-open"
      role="alert"
    >
      <p className="font-semibold">{message}</p>
      {/* A document load, so the paper's page is kept for offline (open-sitting.ts). */}
      <a href={href} className="mt-2 inline-block font-semibold underline">
        {BACK_TO_EXAM_LABEL}
      </a>
    </div>
  );
}

const RATINGS: { rating: RatingName; label: string; hint: string; look: string }[] = [
  { rating: "again", label: "Again", hint: "I didn't know it", look: "bg-red-600 hover:bg-red-700 text-white" },
  { rating: "hard", label: "Hard", hint: "I struggled", look: "bg-amber-500 hover:bg-amber-600 text-slate-950" },
  { rating: "good", label: "Good", hint: "I knew it", look: "bg-brand-600 hover:bg-brand-700 text-white" },
  { rating: "easy", label: "Easy", hint: "Too easy", look: "bg-sky-600 hover:bg-sky-700 text-white" },
];

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Right or wrong, the key and why. */
function KeyPanel({ result }: { result: CheckResult }) {
  return (
    <div
      className={`rounded-2xl border p-4 ${result.correct ? "border-green-300 bg-green-50 dark:border-green-900 dark:bg-green-950/50" : "border-red-300 bg-red-50 dark:border-red-900 dark:bg-red-950/50"}`}
      data-testid="review-result"
      role="status"
    >
      <p className="flex items-center gap-2 font-bold">
        {result.correct ? (
          <CheckIcon className="h-5 w-5 text-green-700" />
        ) : (
          <CloseIcon className="h-5 w-5 text-red-700" />
        )}
        {result.correct ? "Right!" : `The answer is ${result.correct_answer}`}
      </p>
      {result.explanation_html ? (
        <div className="mt-2 text-sm leading-relaxed" dangerouslySetInnerHTML={{ __html: result.explanation_html }} />
      ) : result.explanation ? (
        <p className="mt-2 text-sm leading-relaxed">{result.explanation}</p>
      ) : null}
    </div>
  );
}

function SyncState({ waiting, online }: { waiting: number; online: boolean }) {
  if (waiting === 0 && online) return null;
  return (
    <p
      className="inline-flex items-center rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100"
      data-testid="sync-pending"
      role="status"
    >
      {waiting > 0 ? `${plural(waiting, "review")} waiting to sync` : "Offline"}
    </p>
  );
}

function nextReviewLine(nextDueAt: string | null, today: string): string | null {
  if (!nextDueAt) return null;
  const day = lagosDay(new Date(nextDueAt));
  if (day <= today) return "More cards are due today: come back for them.";
  const when = new Date(nextDueAt).toLocaleDateString("en-NG", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "Africa/Lagos",
  });
  return `Next review: ${when}.`;
}

export function ReviewSession({ userId, deck }: { userId: string; deck: ReviewDeck }) {
  const hydrated = useHydrated();
  const online = useOnline();
  const stored = useSyncExternalStore(
    subscribeReviewStore,
    () => readKeptDeck(userId),
    () => null,
  );
  const queue = useSyncExternalStore(
    subscribeReviewStore,
    () => readQueue(userId),
    () => NO_REVIEWS,
  );
  const kept = useMemo(() => chooseDeck(deck, stored, userId), [deck, stored, userId]);
  const remaining = remainingCards(kept, queue);
  const today = lagosDay(new Date());
  const summary = localSummary(kept, queue, today);
  const [started, setStarted] = useState(false);
  const [reveal, setReveal] = useState<Reveal | null>(null);
  // Set while the server holds the queue back for an open exam (exam_in_progress).
  const [heldFor, setHeldFor] = useState<string | null>(null);
  const current = remaining[0];
  const shown = reveal && current && reveal.cardId === current.id ? reveal : null;

  // Keep today's cards on the phone, for a reload with no network (read afresh: the store's
  // first render is the server's, with nothing of the phone yet).
  useEffect(() => {
    const onPhone = readKeptDeck(userId);
    const chosen = chooseDeck(deck, onPhone, userId);
    if (chosen !== onPhone) keepDeck(chosen);
  }, [deck, userId]);

  // Sync the queue now, when the network returns, and after a pause while it could not be sent.
  const runner = useMemo(() => queueRunner(reviewQueue(userId, setHeldFor)), [userId]);
  useEffect(() => runner.start(), [runner]);

  // The day's cards are done and synced: ask the server for its figures (the streak) and anything left.
  const refreshed = useRef<string | null>(null);
  const finished = kept.deck.cards.length > 0 && remaining.length === 0 && queue.length === 0 && online;
  useEffect(() => {
    if (!finished || refreshed.current === kept.deck.generated_at) return;
    refreshed.current = kept.deck.generated_at;
    api("GET /api/me/review")
      .then((fresh) => keepDeck({ user_id: userId, deck: fresh, done: [] }))
      .catch(() => undefined);
  }, [finished, kept.deck.generated_at, userId]);

  async function answer(key: string | undefined) {
    if (!current) return;
    const cardId = current.id;
    const base = { cardId, ...(key ? { answer: key } : {}) };
    const known = current.revealed;
    // Without the server: the key the card carries, else the student's own rating.
    const offline = (): Reveal =>
      known
        ? { ...base, kind: "shown", result: { ...known, ...(key ? { correct: key === known.correct_answer } : {}) } }
        : { ...base, kind: "offline" };
    if (!isOnline())
      // Keys wait while an exam is open, offline as online: the phone knows its own open exams.
      return setReveal(examOpenOnPhone() ? { ...base, kind: "exam", message: EXAM_IN_PROGRESS_MESSAGE } : offline());
    setReveal({ ...base, kind: "checking" });
    try {
      const result = await api("POST /api/me/review/{id}/check", {
        params: { id: cardId },
        body: key ? { answer: key } : {},
        signal: typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(CHECK_TIMEOUT_MS) : undefined,
      });
      setReveal((r) => (r?.cardId === cardId ? { ...base, kind: "shown", result } : r));
    } catch (error) {
      if (error instanceof ApiError && error.code === "exam_in_progress") {
        // Keys wait until the exam ends: no answer, no rating meanwhile.
        return setReveal((r) => (r?.cardId === cardId ? { ...base, kind: "exam", message: error.message } : r));
      }
      if (error instanceof ApiError && error.code === "not_found") {
        // The card left the deck (its question was removed): nothing to rate.
        keepDeck(markDone(readKeptDeck(userId) ?? kept, cardId));
        return setReveal(null);
      }
      setReveal((r) => (r?.cardId === cardId ? offline() : r));
    }
  }

  function rate(rating: RatingName) {
    if (!current || !shown) return;
    queueReview(userId, {
      card_id: current.id,
      rating,
      ...(shown.answer ? { answer: shown.answer } : {}),
      client_review_id: newReviewId(),
      reviewed_at: new Date().toISOString(),
    });
    keepDeck(markDone(readKeptDeck(userId) ?? kept, current.id));
    setReveal(null);
    runner.run();
    window.scrollTo({ top: 0 });
  }

  const showProgress = started && current !== undefined;
  const header =
    showProgress || queue.length > 0 || !online ? (
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        {showProgress ? (
          <p className="text-sm font-semibold text-slate-600 dark:text-slate-400" data-testid="review-progress">
            Card {kept.deck.cards.length - remaining.length + 1} of {kept.deck.cards.length}
          </p>
        ) : (
          <span />
        )}
        <SyncState waiting={queue.length} online={online} />
      </div>
    ) : null;
  const held = heldFor && queue.length > 0 ? <ExamNotice message={heldFor} /> : null;

  if (!current) {
    const nothingToday = kept.deck.cards.length === 0 && summary.reviewed_today === 0;
    return (
      <section className="space-y-4" data-testid="review-done">
        {header}
        {held}
        <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center dark:border-slate-800 dark:bg-slate-900">
          <FlameIcon className={`mx-auto h-12 w-12 ${summary.streak_days > 0 ? "text-amber-500" : "text-slate-400"}`} />
          <h2 className="mt-3 text-xl font-bold">{nothingToday ? "Nothing to review today" : "Done for today"}</h2>
          <p className="mt-2 text-3xl font-bold" data-testid="review-streak">
            {summary.streak_days > 0 ? `${summary.streak_days}-day streak` : "No streak yet"}
          </p>
          {summary.reviewed_today > 0 ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {plural(summary.reviewed_today, "card")} reviewed today
            </p>
          ) : null}
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            {nothingToday
              ? "Questions you get wrong, skip or flag in papers and quizzes come here, to be reviewed at the right time."
              : nextReviewLine(summary.next_due_at, today)}
            {!nothingToday && summary.due_count === 0 && summary.due_total > 0
              ? ` ${plural(summary.due_total, "more card waits", "more cards wait")} for the coming days.`
              : ""}
          </p>
          <Link href="/dashboard" className={`${primaryButtonClass} mt-5 w-full`}>
            Back to dashboard
          </Link>
        </div>
      </section>
    );
  }

  if (!started) {
    return (
      <section className="space-y-4" data-testid="review-entry">
        {header}
        {held}
        <ReviewReminder summary={summary} href={null} />
        <p className="text-slate-700 dark:text-slate-300">
          {plural(remaining.length, "card")} to review. Pick an answer, see why, then rate how well you knew it: cards
          you find hard come back sooner.
        </p>
        <button
          type="button"
          className={`${primaryButtonClass} min-h-14 w-full text-base`}
          disabled={!hydrated}
          onClick={() => setStarted(true)}
          data-testid="review-start"
        >
          {remaining.length < kept.deck.cards.length ? "Continue review" : "Start review"}
        </button>
      </section>
    );
  }

  const result = shown?.kind === "shown" ? shown.result : undefined;
  return (
    <section className="space-y-4" data-testid="review-card" data-card-id={current.id}>
      {header}
      {shown?.kind === "exam" ? null : held}
      <div className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        {current.question.subject ? (
          <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {current.question.subject}
            {current.question.topic ? ` · ${current.question.topic}` : ""}
          </p>
        ) : null}
        <ReviewQuestionView
          question={current.question}
          chosen={shown?.answer}
          correctKey={result?.correct_answer}
          locked={shown !== null}
          onChoose={(key) => void answer(key)}
        />
        {shown === null ? (
          <button
            type="button"
            className="mt-3 min-h-11 w-full rounded-xl border border-dashed border-slate-300 px-4 py-2 text-sm font-semibold text-slate-600 dark:border-slate-700 dark:text-slate-300"
            onClick={() => void answer(undefined)}
            data-testid="review-dont-know"
          >
            I don&apos;t know
          </button>
        ) : null}
      </div>

      {shown?.kind === "checking" ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
          Checking…
        </p>
      ) : null}
      {result ? <KeyPanel result={result} /> : null}
      {shown?.kind === "offline" ? (
        <p
          className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100"
          data-testid="review-offline-note"
          role="status"
        >
          You&apos;ll see the answer when you&apos;re back online. Rate how well you knew it.
        </p>
      ) : null}

      {shown?.kind === "exam" ? <ExamNotice message={shown.message} /> : null}

      {shown && shown.kind !== "checking" && shown.kind !== "exam" ? (
        <div>
          <h2 className="mb-2 text-sm font-semibold">How well did you know it?</h2>
          <div className="grid grid-cols-2 gap-2">
            {RATINGS.map(({ rating, label, hint, look }) => (
              <button
                key={rating}
                type="button"
                onClick={() => rate(rating)}
                className={`flex min-h-16 flex-col items-center justify-center rounded-xl px-3 py-2 font-bold ${look}`}
                data-testid={`rate-${rating}`}
              >
                <span className="text-base">{label}</span>
                <span className="text-xs font-medium opacity-90">{hint}</span>
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
