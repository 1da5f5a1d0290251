import "server-only";
import { itemFlag } from "@/lib/exam/item-flag";
import { questionWarnings, type QualityWarning } from "@/lib/bank-quality/question-checks";
import type { ItemStats } from "@/lib/exam/item-stats";
import { shownDifficulty } from "@/lib/exam/shown-difficulty";
import type { BankSource } from "@/lib/validation/bank";
import { optionLetter } from "@/lib/validation/quiz-authoring";
import type { Prisma } from "../generated/prisma/client";
import { mediaUrl } from "../accounts/users";
import type { VersionHtml } from "./versions";

// A bank question as its owner tutor sees it: the answer key included, so never for students.

export const bankQuestionSelect = {
  id: true,
  subject: true,
  exams: true,
  source: true,
  sourceYear: true,
  difficulty: true,
  status: true,
  version: true,
  question: true,
  options: true,
  correctIndex: true,
  explanation: true,
  stimulusId: true,
  imageKey: true,
  createdAt: true,
  updatedAt: true,
  reviewStatus: true,
  reviewNote: true,
  submittedAt: true,
  reviewedAt: true,
  approvedVersion: true,
  topic: { select: { id: true, slug: true, name: true } },
} as const satisfies Prisma.QuestionSelect;

export type BankQuestionRow = Prisma.QuestionGetPayload<{ select: typeof bankQuestionSelect }>;

export function sourceOf(row: { source: string; sourceYear: number | null }): BankSource {
  if (row.source === "original" || row.sourceYear === null) return "original";
  return { style: row.source as "UTME" | "WAEC" | "NECO", year: row.sourceYear };
}

export function sourceColumns(source: BankSource): { source: string; sourceYear: number | null } {
  return source === "original"
    ? { source: "original", sourceYear: null }
    : { source: source.style, sourceYear: source.year };
}

/** `checks` defaults to the rules of the question alone; a single read adds the pool's (server/bank/quality-checks.ts). */
export function toBankQuestionDto(
  row: BankQuestionRow,
  stats: ItemStats,
  html?: VersionHtml | null,
  checks?: QualityWarning[],
) {
  return {
    id: row.id,
    subject: row.subject,
    topic: row.topic,
    exams: row.exams,
    source: sourceOf(row),
    difficulty: row.difficulty,
    /** What the studio shows: the rubric's difficulty until 30 responses, then the facility's. */
    shown_difficulty: shownDifficulty(row.difficulty, stats),
    status: row.status,
    version: row.version,
    text: row.question,
    options: row.options,
    /** The right option's letter. */
    answer: optionLetter(row.correctIndex),
    explanation: row.explanation,
    stimulus_id: row.stimulusId,
    image_key: row.imageKey,
    image_url: row.imageKey ? mediaUrl(row.imageKey) : null,
    ...(html !== undefined && { html }),
    stats,
    /** A plain word when the statistics look wrong (lib/exam/item-flag.ts); null otherwise. */
    flag: itemFlag(stats),
    /** Quality warnings with their reasons (lib/bank-quality/); they never block a save. */
    checks: checks ?? questionWarnings({ text: row.question, options: row.options, answer: row.correctIndex }),
    /** Editorial review: private, submitted, approved or rejected (with the editor's note). */
    review_status: row.reviewStatus,
    review_note: row.reviewNote,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    /** The version platform papers and drills draw; null while none is approved. */
    approved_version: row.approvedVersion,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
export type BankQuestionDto = ReturnType<typeof toBankQuestionDto>;
