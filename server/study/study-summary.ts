import "server-only";
import type { DeckSummary } from "@/lib/study/review-types";
import { subjectMaps, weakestTopics, type SubjectMap, type WeakTopic } from "@/lib/study/topic-map";
import { deckSummary } from "./deck";
import { studentMastery } from "./mastery";
import { myPrediction } from "./prediction";

// What the dashboard says of the study loop (docs/study-loop.md, "Dashboard"): the predicted UTME
// score and its trend (or what is missing), the mistakes deck's day, a topic map per subject the
// student has answered in, and their weakest topics. The three reads run at once; each is the
// one the study loop's own endpoints answer with.

export type StudySummary = {
  prediction: Awaited<ReturnType<typeof myPrediction>>;
  deck: DeckSummary;
  /** The subjects the student has answered in, the predicted combination's first (English leads). */
  subjects: SubjectMap[];
  weakest: WeakTopic[];
};

/** The study loop as of `now`; null for a student with nothing in it yet (no answer, no card, no prediction kept). */
export async function studySummary(studentId: string, now = new Date()): Promise<StudySummary | null> {
  const [prediction, deck, mastery] = await Promise.all([myPrediction(studentId, now), deckSummary(studentId, now), studentMastery(studentId, now)]);
  if (mastery.length === 0 && deck.due_total === 0 && deck.next_due_at === null && !prediction.utme && prediction.trend.length === 0) return null;
  const order = prediction.utme?.subjects.map((s) => s.subject) ?? [];
  return { prediction, deck, subjects: subjectMaps(mastery, order), weakest: weakestTopics(mastery) };
}
