// What a submitted sitting tells the study loop (docs/study-loop.md, "Evidence"): which items are
// evidence of what the student knows and which enter the mistakes deck. Only an answer is
// evidence. A question never opened says nothing, so it is neither evidence nor a card; one
// opened and left blank is something the student could not answer, so it may become a card, but
// a few per sitting only (the weakest topics first), so a paper abandoned after a glance does not
// bury the deck.

/** At most this many opened-but-blank items of one sitting become "skipped" cards. */
export const MAX_SKIPPED_CARDS = 10;

export type SittingItemFacts = {
  questionId: string;
  /** 1-based position in the paper. */
  number: number;
  topicId: string | null;
  answer: string | null;
  correct: boolean | null;
  /** Shown to the candidate (opened_at set). Sittings saved before opened items were recorded have none. */
  opened: boolean;
  flagged: boolean;
};

export type CardReason = "wrong" | "skipped" | "flagged";

/** The student's answers so far in a topic: how many, how many right. */
export type TopicRecord = { answered: number; correct: number };

export type SittingEvidencePlan = {
  /** The question ids recorded as answer_events: the answered items. */
  evidence: string[];
  /** The cards to add, in paper order. */
  cards: { questionId: string; reason: CardReason }[];
};

/** An item counts as opened when it was shown, answered (an answer implies it was shown) or flagged (only a shown question can be). */
export const wasOpened = (item: Pick<SittingItemFacts, "opened" | "answer" | "flagged">) =>
  item.opened || item.answer !== null || item.flagged;

/**
 * The chance of a right answer in the topic, as far as the student's answers tell, with one right
 * and one wrong assumed beforehand (so a topic with no answers sits at one half, neither weak nor
 * strong, and one wrong answer does not outrank ten).
 */
export function topicStrength(record: TopicRecord | undefined): number {
  const answered = record?.answered ?? 0;
  const correct = record?.correct ?? 0;
  return (correct + 1) / (answered + 2);
}

/**
 * The student's records in `topics` with this sitting's answers added to them: a topic's
 * strength counts the sitting it is judged for (the records are read without its answers).
 */
export function withSittingAnswers(
  records: ReadonlyMap<string, TopicRecord>,
  items: readonly SittingItemFacts[],
  topics: ReadonlySet<string>,
): Map<string, TopicRecord> {
  const merged = new Map(records);
  for (const item of items) {
    if (item.answer === null || item.topicId === null || !topics.has(item.topicId)) continue;
    const record = merged.get(item.topicId) ?? { answered: 0, correct: 0 };
    merged.set(item.topicId, {
      answered: record.answered + 1,
      correct: record.correct + (item.correct === true ? 1 : 0),
    });
  }
  return merged;
}

/**
 * Evidence and cards of one marked sitting: every answer is evidence; a wrong answer is a card
 * ("wrong"); a right one is a card only when flagged ("flagged"); an opened blank may be a card
 * ("skipped"), at most `maxSkipped`, those of the weakest topics first (then paper order); an item
 * never opened is neither.
 */
export function planSittingEvidence(
  items: readonly SittingItemFacts[],
  topics: ReadonlyMap<string, TopicRecord>,
  maxSkipped = MAX_SKIPPED_CARDS,
): SittingEvidencePlan {
  const evidence: string[] = [];
  const cards: { questionId: string; reason: CardReason; number: number }[] = [];
  const blanks: SittingItemFacts[] = [];
  for (const item of items) {
    if (item.answer !== null) {
      evidence.push(item.questionId);
      if (item.correct !== true) cards.push({ questionId: item.questionId, reason: "wrong", number: item.number });
      else if (item.flagged) cards.push({ questionId: item.questionId, reason: "flagged", number: item.number });
    } else if (wasOpened(item)) {
      blanks.push(item);
    }
  }
  const strength = (item: SittingItemFacts) =>
    topicStrength(item.topicId === null ? undefined : topics.get(item.topicId));
  const chosen = [...blanks]
    .sort((a, b) => strength(a) - strength(b) || a.number - b.number)
    .slice(0, Math.max(0, maxSkipped));
  for (const item of chosen) cards.push({ questionId: item.questionId, reason: "skipped", number: item.number });
  cards.sort((a, b) => a.number - b.number);
  return { evidence, cards: cards.map(({ questionId, reason }) => ({ questionId, reason })) };
}
