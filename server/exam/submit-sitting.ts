import "server-only";
import { scorePaper, type PaperScore } from "@/lib/exam/scoring";
import { db } from "../db";
import { ownSitting, pastGrace, reviewAllowed, type SittingFacts } from "./sitting-row";

// Submitting marks every item against the key drawn for it and scores the paper on the server,
// once: a second submit answers the stored result. A sitting nobody submitted is finished the
// same way when it is next read after its deadline and grace (auto_submitted).

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

type MarkedRow = { subject: string; topic: string | null; correct: boolean; answered: boolean };

export async function finishSitting(facts: SittingFacts, now: Date): Promise<SittingResult> {
  return db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ submitted_at: Date | null; result: SittingResult | null; time_spent: Record<string, number> }[]>`
      SELECT submitted_at, result, time_spent FROM sittings WHERE id = ${facts.id} FOR UPDATE`;
    if (locked?.submitted_at && locked.result) return locked.result;
    await tx.$executeRaw`
      UPDATE sitting_items si
      SET answer = s.answers->>si.question_id,
          correct = COALESCE(s.answers->>si.question_id = si.correct_key, false)
      FROM sittings s
      WHERE s.id = si.sitting_id AND si.sitting_id = ${facts.id}`;
    const marked = await tx.$queryRaw<MarkedRow[]>`
      SELECT si.subject, t.name AS topic, si.correct, si.answer IS NOT NULL AS answered
      FROM sitting_items si
      JOIN questions q ON q.id = si.question_id
      LEFT JOIN topics t ON t.id = q.topic_id
      WHERE si.sitting_id = ${facts.id}
      ORDER BY si.number`;
    const score = scorePaper(facts.paper.scoring, facts.subjects, marked);
    const timeSpent = locked?.time_spent ?? {};
    const autoSubmitted = pastGrace(facts, now);
    const result: SittingResult = {
      ...score,
      sitting_id: facts.id,
      paper_id: facts.paper.id,
      title: facts.paper.title,
      mode: facts.mode,
      subjects: score.subjects.map((s) => ({ ...s, time_spent_seconds: timeSpent[s.subject] ?? 0 })),
      answered: marked.filter((m) => m.answered).length,
      questions: marked.length,
      started_at: facts.startedAt.toISOString(),
      submitted_at: now.toISOString(),
      auto_submitted: autoSubmitted,
      review_available: reviewAllowed(facts, true),
    };
    await tx.sitting.update({
      where: { id: facts.id },
      data: { submittedAt: now, totalScore: score.total, result, autoSubmitted },
    });
    return result;
  });
}

/** POST /api/sittings/{id}/submit. */
export async function submitSitting(studentId: string, sittingId: string, now = new Date()): Promise<SittingResult> {
  return finishSitting(await ownSitting(studentId, sittingId), now);
}
