import "server-only";
import type { DeckSummary } from "@/lib/study/review-types";
import { subjectMaps, weakestTopics, type SubjectMap, type WeakTopic } from "@/lib/study/topic-map";
import { log } from "../log";
import { deckSummary } from "./deck";
import { studentMastery } from "./mastery";
import { nextTopics, type NextTopic } from "./next-topic";
import { myPrediction } from "./prediction";

// What the dashboard says of the study loop (docs/study-loop.md, "Dashboard"): the predicted UTME
// score and its trend (or what is missing), the mistakes deck's day, the next topic to study in
// the UTME, a topic map per subject the student has answered in, and their weakest topics. The
// four reads run at once; each is the one the study loop's own endpoints answer with.

export type StudySummary = {
  prediction: Awaited<ReturnType<typeof myPrediction>>;
  deck: DeckSummary;
  /** The UTME topic with the highest yield (GET /api/me/next-topics), with its lessons and drill; null when none or unreadable. */
  next: NextTopic | null;
  /** The subjects the student has answered in, the (so far) predicted combination's first (English leads). */
  subjects: SubjectMap[];
  weakest: WeakTopic[];
};

/** The study loop as of `now`; null for a student with nothing in it yet (no answer, no card, no prediction kept). */
export async function studySummary(studentId: string, now = new Date()): Promise<StudySummary | null> {
  const [prediction, deck, mastery, next] = await Promise.all([
    myPrediction(studentId, now),
    deckSummary(studentId, now),
    studentMastery(studentId, now),
    nextTopic(studentId, now),
  ]);
  if (
    mastery.length === 0 &&
    deck.due_total === 0 &&
    deck.next_due_at === null &&
    !prediction.utme &&
    prediction.trend.length === 0
  )
    return null;
  // The predicted combination; before there is a prediction, the one it would be made of so far:
  // English, which every UTME candidate sits, then the electives answered most. Other subjects
  // follow in the platform's order.
  const order = (prediction.utme ? prediction.utme.subjects : prediction.evidence).map((s) => s.subject);
  return { prediction, deck, next, subjects: subjectMaps(mastery, order), weakest: weakestTopics(mastery) };
}

/** The best next topic; the rest of the summary shows without it if it cannot be read. */
async function nextTopic(studentId: string, now: Date): Promise<NextTopic | null> {
  try {
    return (await nextTopics(studentId, "utme", now, 1)).topics[0] ?? null;
  } catch (err) {
    log.warn("the next topic could not be read for the dashboard", { err });
    return null;
  }
}
