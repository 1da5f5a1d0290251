import "server-only";
import { scorePaper, type PaperScore } from "@/lib/exam/scoring";
import { recordSittingEvidence } from "../study/record-evidence";
import { closeSitting } from "./close-sitting";
import { ownSitting, pastGrace, reviewAllowed, sittingFacts, type SittingFacts } from "./sitting-row";

// Submitting marks every item against the key drawn for it and scores the paper on the server,
// once (the engine's close, ./close-sitting.ts): a second submit answers the stored result. A
// sitting nobody submitted is finished the same way when it is next read after its deadline and
// grace, or by the background sweep (auto_submitted).

export type SittingResult = PaperScore & {
  sitting_id: string;
  paper_id: string;
  title: string;
  mode: "exam" | "practice";
  subjects: (PaperScore["subjects"][number] & { time_spent_seconds: number })[];
  answered: number;
  questions: number;
  started_at: string;
  submitted_at: string;
  auto_submitted: boolean;
  review_available: boolean;
};

export async function finishSitting(facts: SittingFacts, now: Date): Promise<SittingResult> {
  const outcome = await closePaperSitting(facts, now);
  return outcome.closed ? outcome.answer : (outcome.locked.result as SittingResult);
}

/** Finishes a paper's sitting left open past its deadline and grace (./expired-sittings.ts); whether this call closed it. */
export async function finishExpiredSitting(sittingId: string, now: Date): Promise<boolean> {
  return (await closePaperSitting(await sittingFacts(sittingId), now)).closed;
}

function closePaperSitting(facts: SittingFacts, now: Date) {
  return closeSitting(facts.id, now, {
    settle: (marked, locked) => {
      const score = scorePaper(
        facts.paper.scoring,
        facts.subjects,
        marked.map((m) => ({ subject: m.subject, topic: m.topic, correct: m.correct, answered: m.answer !== null })),
      );
      const timeSpent = locked.time_spent ?? {};
      const autoSubmitted = pastGrace(facts, now);
      const result: SittingResult = {
        ...score,
        sitting_id: facts.id,
        paper_id: facts.paper.id,
        title: facts.paper.title,
        mode: facts.mode,
        subjects: score.subjects.map((s) => ({ ...s, time_spent_seconds: timeSpent[s.subject] ?? 0 })),
        answered: marked.filter((m) => m.answer !== null).length,
        questions: marked.length,
        started_at: facts.startedAt.toISOString(),
        submitted_at: now.toISOString(),
        auto_submitted: autoSubmitted,
        review_available: reviewAllowed(facts, true),
      };
      const studiedUntil = facts.expiresAt && facts.expiresAt < now ? facts.expiresAt : now;
      return { closing: { totalScore: score.total, result, autoSubmitted, studiedUntil }, answer: result };
    },
    evidence: (tx, marked) =>
      recordSittingEvidence(
        tx,
        { id: facts.id, studentId: facts.studentId, paperId: facts.paper.id },
        marked.map((m) => ({
          questionId: m.question_id,
          number: m.number,
          subject: m.subject,
          topicId: m.topic_id,
          answer: m.answer,
          correct: m.correct,
          opened: m.opened,
          flagged: m.flagged,
        })),
        now,
      ),
  });
}

/** POST /api/sittings/{id}/submit. */
export async function submitSitting(studentId: string, sittingId: string, now = new Date()): Promise<SittingResult> {
  return finishSitting(await ownSitting(studentId, sittingId), now);
}
