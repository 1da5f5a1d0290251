import "server-only";
import { db } from "../db";
import { AppError } from "../errors";
import { assertNoOpenExam } from "./exam-in-progress";
import { sittingSections } from "./sitting-content";
import { ownSitting, pastGrace, reviewAllowed, type SittingFacts } from "./sitting-row";
import { finishSitting, type SittingResult } from "./submit-sitting";

// The sitting as its candidate's phone needs it (docs/contract.md, "Exam engine"): sections of
// questions without keys, the shared stimuli, the clock, saved answers and flags, and once it is
// over, the result.

type SittingState = {
  answers: Record<string, string>;
  flags: string[];
  submittedAt: Date | null;
  result?: SittingResult | null;
  autoSubmitted?: boolean;
};

export async function sittingState(sittingId: string): Promise<SittingState> {
  const row = await db.sitting.findUniqueOrThrow({
    where: { id: sittingId },
    select: { answers: true, flags: true, submittedAt: true, result: true, autoSubmitted: true },
  });
  return { ...row, answers: row.answers as Record<string, string>, result: row.result as SittingResult | null };
}

export async function sittingPayload(
  studentId: string,
  sittingId: string,
  now: Date,
  preloaded?: SittingState & { facts: SittingFacts },
) {
  const facts = preloaded?.facts ?? (await ownSitting(studentId, sittingId));
  const state = preloaded ?? (await sittingState(sittingId));
  const { sections, stimuli } = await sittingSections(facts.subjects, facts.items);
  const remaining = facts.expiresAt
    ? Math.max(0, Math.floor((facts.expiresAt.getTime() - now.getTime()) / 1000))
    : null;
  return {
    id: facts.id,
    paper_id: facts.paper.id,
    exam: facts.paper.exam,
    title: facts.paper.title,
    mode: facts.mode,
    options: facts.paper.options,
    started_at: facts.startedAt.toISOString(),
    expires_at: facts.expiresAt?.toISOString() ?? null,
    /** Seconds left on the paper's clock by the server's time (the grace is not shown). */
    remaining_seconds: remaining,
    grace_seconds: facts.paper.graceSeconds,
    max_score: facts.maxScore,
    sections,
    stimuli,
    answers: state.answers,
    flags: state.flags,
    submitted_at: state.submittedAt?.toISOString() ?? null,
    result: state.result ?? null,
  };
}
export type SittingPayload = Awaited<ReturnType<typeof sittingPayload>>;

/** GET /api/sittings/{id}: a sitting left open past its deadline and grace is finished first. */
export async function getSitting(studentId: string, sittingId: string, now = new Date()) {
  const facts = await ownSitting(studentId, sittingId);
  const state = await sittingState(sittingId);
  if (!state.submittedAt && pastGrace(facts, now)) {
    await finishSitting(facts, now);
    return sittingPayload(studentId, sittingId, now, { facts, ...(await sittingState(sittingId)) });
  }
  return sittingPayload(studentId, sittingId, now, { facts, ...state });
}

/** GET /api/sittings/{id}/review: every question as shown, the candidate's answer, the key and why; not while an exam is open. */
export async function sittingReview(studentId: string, sittingId: string) {
  const facts = await ownSitting(studentId, sittingId);
  const state = await sittingState(sittingId);
  if (!state.submittedAt) throw new AppError("forbidden", "The review opens when the paper is submitted");
  if (!reviewAllowed(facts, true)) throw new AppError("forbidden", "This paper's answers are not shown");
  // Any past sitting's keys may be the open exam's: reviews wait too.
  await assertNoOpenExam(studentId);
  const { sections, stimuli, contents } = await sittingSections(facts.subjects, facts.items);
  const items = new Map(facts.items.map((i) => [i.questionId, i]));
  return {
    sitting_id: facts.id,
    result: state.result ?? null,
    stimuli,
    sections: sections.map((section) => ({
      subject: section.subject,
      questions: section.questions.map((question) => {
        const item = items.get(question.id)!;
        const content = contents.get(item.versionId)!;
        const answer = state.answers[question.id] ?? null;
        return {
          ...question,
          answer,
          correct_answer: item.correctKey,
          correct: answer === item.correctKey,
          flagged: state.flags.includes(question.id),
          explanation: content.explanation,
          ...(content.html?.explanation ? { explanation_html: content.html.explanation } : {}),
        };
      }),
    })),
  };
}

/** GET /api/me/sittings: the student's sittings, newest first. */
export async function mySittings(studentId: string, now = new Date()) {
  // A course quiz's attempts are the quiz's to list (server/quizzes/results.ts).
  const rows = await db.sitting.findMany({
    where: { studentId, paperId: { not: null } },
    orderBy: { startedAt: "desc" },
    take: 50,
    select: {
      id: true,
      paperId: true,
      mode: true,
      subjects: true,
      startedAt: true,
      expiresAt: true,
      submittedAt: true,
      totalScore: true,
      maxScore: true,
      paper: { select: { title: true, exam: true, graceSeconds: true } },
    },
  });
  return rows.map(({ paper, ...r }) => ({
    id: r.id,
    paper_id: r.paperId!,
    title: paper!.title,
    exam: paper!.exam,
    mode: r.mode,
    subjects: r.subjects,
    started_at: r.startedAt.toISOString(),
    expires_at: r.expiresAt?.toISOString() ?? null,
    submitted_at: r.submittedAt?.toISOString() ?? null,
    in_progress:
      !r.submittedAt && (!r.expiresAt || now.getTime() <= r.expiresAt.getTime() + paper!.graceSeconds * 1000),
    total: r.totalScore,
    max: r.maxScore,
  }));
}
