// Which answers the predictor counts and how much each weighs (docs/study-loop.md, "Predicted UTME score").
// server/study/prediction.ts does this aggregation in SQL; this pure copy is what the unit tests
// and the benchmark's in-process check use, and an integration test holds the two equal.

import type { Difficulty, EvidenceCell, Exposure } from "./predict";

/** Only answers of the last 180 days count. */
export const WINDOW_DAYS = 180;
/** An answer's weight halves every 30 days: ability moves, and recent answers say more of today. */
export const HALF_LIFE_DAYS = 30;

const DAY_MS = 86_400_000;

export type EvidenceSource = "sitting" | "quiz" | "review" | "drill";

export type RawAnswer = {
  id: string;
  questionId: string;
  subject: string | null;
  topic: string | null;
  difficulty: Difficulty;
  correct: boolean;
  answered: boolean;
  source: EvidenceSource;
  sourceId: string;
  /** The sitting it came from was in exam mode. */
  examMode: boolean;
  answeredAt: Date;
};

export type AggregatedEvidence = { cells: EvidenceCell[]; answers: number; firstAnsweredAt: Date | null };

export function answerWeight(ageMs: number): number {
  return 0.5 ** (ageMs / (HALF_LIFE_DAYS * DAY_MS));
}

export function windowStart(now: Date): Date {
  return new Date(now.getTime() - WINDOW_DAYS * DAY_MS);
}

/**
 * Per subject, topic, difficulty, condition and week (counted back from now): answers counted, their weight and the weight of
 * the right ones. Only answers count: a question left blank says nothing of what the student
 * knows (it may never have been read), so it is not evidence.
 */
export function aggregateEvidence(answers: readonly RawAnswer[], now: Date): AggregatedEvidence {
  const since = windowStart(now).getTime();
  const inWindow = answers.filter(
    (a) =>
      a.answered && a.subject !== null && a.answeredAt.getTime() > since && a.answeredAt.getTime() <= now.getTime(),
  );
  const ordered = [...inWindow].sort(
    (a, b) => a.answeredAt.getTime() - b.answeredAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const seen = new Set<string>();
  const cells = new Map<string, EvidenceCell>();
  let counted = 0;
  let first: Date | null = null;
  for (const a of ordered) {
    const repeat = seen.has(a.questionId);
    seen.add(a.questionId);
    const exam = a.source === "sitting" && a.examMode;
    const ageMs = now.getTime() - a.answeredAt.getTime();
    const week = Math.floor(ageMs / (7 * DAY_MS));
    const exposure: Exposure = a.source === "review" ? "review" : repeat ? "repeat" : "fresh";
    const key = `${a.subject}\u0000${a.topic ?? ""}\u0000${a.difficulty}\u0000${exam}\u0000${exposure}\u0000${week}`;
    const cell = cells.get(key) ?? {
      subject: a.subject!,
      topic: a.topic,
      difficulty: a.difficulty,
      exam,
      exposure,
      answers: 0,
      weight: 0,
      correct: 0,
      age: 0,
    };
    const w = answerWeight(ageMs);
    // The weighted mean age, kept as a running sum until the end.
    cell.age += w * (ageMs / DAY_MS);
    cell.answers += 1;
    cell.weight += w;
    if (a.correct) cell.correct += w;
    cells.set(key, cell);
    counted += 1;
    if (!first) first = a.answeredAt;
  }
  const list = [...cells.values()].map((c) => ({ ...c, age: c.weight > 0 ? c.age / c.weight : 0 }));
  return { cells: list, answers: counted, firstAnsweredAt: first };
}

/** A submitted UTME sitting's stored result, for a sitting whose answers were never recorded as evidence. */
export type SittingResultEvidence = {
  submittedAt: Date;
  exam: boolean;
  subjects: readonly { subject: string; correct: number; questions: number }[];
};

/**
 * Sittings submitted before answers were recorded one by one still have their score per subject.
 * Each becomes evidence without a topic, spread over the difficulties in the section's
 * proportions, as fresh exam answers (or practice ones for a practice sitting) of that day.
 */
export function sittingResultEvidence(
  sittings: readonly SittingResultEvidence[],
  blueprints: Readonly<Record<string, readonly { difficulty: Difficulty; share: number }[]>>,
  now: Date,
): EvidenceCell[] {
  const since = windowStart(now).getTime();
  const cells: EvidenceCell[] = [];
  for (const sitting of sittings) {
    const ageMs = now.getTime() - sitting.submittedAt.getTime();
    if (sitting.submittedAt.getTime() <= since || ageMs < 0) continue;
    const w = answerWeight(ageMs);
    for (const s of sitting.subjects) {
      if (!(s.questions > 0)) continue;
      const mix: Record<Difficulty, number> = { easy: 0, medium: 0, hard: 0 };
      for (const cell of blueprints[s.subject] ?? []) mix[cell.difficulty] += cell.share;
      const total = mix.easy + mix.medium + mix.hard;
      const shares = total > 0 ? mix : { easy: 0, medium: 1, hard: 0 };
      const sum = total > 0 ? total : 1;
      let counted = 0;
      const difficulties = (["easy", "medium", "hard"] as const).filter((d) => shares[d] > 0);
      difficulties.forEach((difficulty, i) => {
        // Whole answers per cell, the last taking what is left, so the counts add up.
        const answers =
          i === difficulties.length - 1
            ? s.questions - counted
            : Math.min(s.questions - counted, Math.round((s.questions * shares[difficulty]) / sum));
        counted += answers;
        const share = answers / s.questions;
        cells.push({
          subject: s.subject,
          topic: null,
          difficulty,
          exam: sitting.exam,
          exposure: "fresh",
          answers,
          weight: w * s.questions * share,
          correct: w * Math.min(s.correct, s.questions) * share,
          age: ageMs / DAY_MS,
        });
      });
    }
  }
  return cells;
}
