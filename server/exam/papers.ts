import "server-only";
import { maxScore, type PaperScoringRule } from "@/lib/exam/scoring";
import { keptLoadingCache } from "../cache/registry";
import { db } from "../db";
import { AppError, notFound } from "../errors";

// Paper templates (docs/exam-engine.md): which subjects, how many questions each, options, time
// and scoring. They change only with a release or a seed; each process keeps them until then
// (server/cache/registry.ts).

export type PaperSection = { subject: string; questions: number; topics?: Record<string, number> };

export type PaperDef = {
  id: string;
  exam: "UTME" | "WAEC" | "NECO";
  title: string;
  description: string;
  durationMinutes: number;
  options: number;
  choose: number;
  required: string[];
  sections: PaperSection[];
  scoring: PaperScoringRule;
  reviewPolicy: "after_each_attempt" | "after_last_attempt" | "never";
  graceSeconds: number;
};

/**
 * The paper behind topic drills (server/study/drill.ts, docs/study-loop.md "Drills"): UTME-style,
 * 4 options, practice. Its one section is built per request, so it is never listed and cannot be
 * started through POST /api/papers/{id}/sittings; its sittings are read like any other.
 */
export const DRILL_PAPER_ID = "topic-drill";

const globalForPapers = globalThis as unknown as { examprepPapers?: ReturnType<typeof keptLoadingCache<PaperDef[]>> };
const papersCache = (globalForPapers.examprepPapers ??= keptLoadingCache("papers", loadPapers));

async function loadPapers(): Promise<PaperDef[]> {
  const rows = await db.paper.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }] });
  return rows.map((row) => ({ ...row, sections: row.sections as PaperSection[] }));
}

/** Every paper row, the drill's included. */
function everyPaper(): Promise<PaperDef[]> {
  return papersCache.get("all");
}

/** The papers a candidate can choose and start. */
export async function allPapers(): Promise<PaperDef[]> {
  return (await everyPaper()).filter((p) => p.id !== DRILL_PAPER_ID);
}

/** Any paper a sitting may belong to (the drill's included); 404 when there is none. */
export async function paperById(id: string): Promise<PaperDef> {
  const paper = (await everyPaper()).find((p) => p.id === id);
  if (!paper) throw notFound("Paper");
  return paper;
}

/** A paper a candidate may start through POST /api/papers/{id}/sittings: the drill's is 404 there. */
export async function sittablePaper(id: string): Promise<PaperDef> {
  if (id === DRILL_PAPER_ID) throw notFound("Paper");
  return paperById(id);
}

/** The sections a candidate sits: every section of a fixed paper, or the required ones plus the chosen. */
export function sectionsFor(paper: PaperDef, requested: readonly string[] | undefined): PaperSection[] {
  if (paper.choose === 0) {
    const fixed = paper.sections.map((s) => s.subject);
    if (requested && (requested.length !== fixed.length || requested.some((s) => !fixed.includes(s)))) {
      throw combinationError(`This paper's subjects are fixed: ${fixed.join(", ")}`);
    }
    return paper.sections;
  }
  const optional = paper.sections.filter((s) => !paper.required.includes(s.subject)).map((s) => s.subject);
  const rule = `${paper.title} is ${paper.required.join(" and ")} plus exactly ${paper.choose} of ${optional.join(", ")}`;
  if (!requested) throw combinationError(`Choose your subjects: ${rule}`);
  const chosen = new Set(requested);
  if (chosen.size !== requested.length) throw combinationError(`A subject is listed twice: ${rule}`);
  const missing = paper.required.filter((s) => !chosen.has(s));
  if (missing.length) throw combinationError(`${missing.join(" and ")} is compulsory: ${rule}`);
  const unknown = requested.filter((s) => !paper.required.includes(s) && !optional.includes(s));
  if (unknown.length) throw combinationError(`${unknown.join(", ")} cannot be taken in this paper: ${rule}`);
  if (chosen.size !== paper.required.length + paper.choose) throw combinationError(rule);
  return paper.sections.filter((s) => chosen.has(s.subject));
}

function combinationError(message: string): AppError {
  return new AppError("validation_error", message, { fieldErrors: { subjects: message } });
}

export function paperMaxScore(paper: PaperDef, sections: readonly PaperSection[]): number {
  return maxScore(
    paper.scoring,
    sections.map((s) => s.questions),
  );
}

/** GET /api/papers (docs/contract.md, "Exam engine"). */
export function toPaperDto(paper: PaperDef) {
  const sitting =
    paper.choose === 0
      ? paper.sections
      : [
          ...paper.sections.filter((s) => paper.required.includes(s.subject)),
          ...paper.sections.filter((s) => !paper.required.includes(s.subject)).slice(0, paper.choose),
        ];
  return {
    id: paper.id,
    exam: paper.exam,
    title: paper.title,
    description: paper.description,
    duration_minutes: paper.durationMinutes,
    max_score: paperMaxScore(paper, sitting),
    options: paper.options,
    subjects: paper.sections.map((s) => ({ subject: s.subject, questions: s.questions })),
    choose: paper.choose,
    required: paper.required,
    questions: sitting.reduce((sum, s) => sum + s.questions, 0),
    review_policy: paper.reviewPolicy,
  };
}
export type PaperDto = ReturnType<typeof toPaperDto>;
