import "server-only";
import { v7 as uuidv7 } from "uuid";
import { BankTooSmall, shuffleOptions } from "@/lib/exam/draw";
import type { StartSittingInput } from "@/lib/validation/sittings";
import { inPreparedTransaction, type PreparedTx } from "../db";
import { AppError } from "../errors";
import { Prisma } from "../generated/prisma/client";
import { drawFromPool } from "./draw-from-pool";
import { examGateLock, examInProgress, openExamQuery } from "./exam-in-progress";
import { paperMaxScore, sectionsFor, sittablePaper, type PaperDef, type PaperSection } from "./papers";
import { insertSitting } from "./insert-sitting";
import { oneStartAtATime } from "./one-start-at-a-time";
import { metQuestions, seenFrom, subjectPool, type SeenQuestions, type SubjectPool } from "./pool";
import { rememberSitting, type SittingFacts } from "./sitting-row";
import { sittingPayload } from "./sitting-view";

// Starting a sitting: the candidate's own draw from the bank, stored item by item (question
// version and option order) so that the sitting and its review show exactly what was drawn. The
// start is one transaction of prepared statements: the locks, one read, and the engine's insert
// (./insert-sitting.ts).
// One sitting of a paper is open at a time: starting again resumes it (a reload, a second
// tab), unless the candidate asks for a different mode or combination.

/** A section to draw: a paper's own, or one built per request (a topic drill) drawn only from `onlyTopics`. */
export type PlannedSection = PaperSection & { onlyTopics?: readonly string[] };

/**
 * A class assignment's draw, made once for the whole class (server/schools/): the sitting holds
 * these items in this order, options shuffled for each student; it is tagged with the assignment
 * and its deadline is the earlier of the paper's time and the window's close.
 */
export type AssignedDraw = {
  assignmentId: string;
  closesAt: Date;
  items: { subject: string; questionId: string; versionId: string; answerIndex: number; optionCount: number }[];
};

/** What to start: the paper gives the exam, options, clock and scoring; the sections may be the paper's or built per request. */
export type SittingPlan = {
  paper: PaperDef;
  sections: PlannedSection[];
  mode: "exam" | "practice";
  timed: boolean;
  assigned?: AssignedDraw;
};

/** What the start's body asks of a paper: its sections for the chosen subjects, the mode, the clock. */
export async function planOf(paperId: string, input: StartSittingInput): Promise<SittingPlan> {
  const paper = await sittablePaper(paperId);
  const sections = sectionsFor(paper, input.subjects);
  return { paper, sections, mode: input.mode, timed: input.mode === "exam" || input.timed !== false };
}

export async function startSitting(
  studentId: string,
  paperId: string,
  input: StartSittingInput,
  now = new Date(),
  random: () => number = Math.random,
) {
  return startPlannedSitting(studentId, await planOf(paperId, input), now, random);
}

/**
 * Starts (or resumes) a sitting of `plan`. The open sitting of the same paper is resumed when it
 * has the same mode and subjects and, for sections limited to topics, only items of those topics;
 * any other open sitting of the paper is a 409. While an exam-mode sitting of any paper is open,
 * practice is a 409 exam_in_progress (server/exam/exam-in-progress.ts).
 */
export async function startPlannedSitting(
  studentId: string,
  plan: SittingPlan,
  now = new Date(),
  random: () => number = Math.random,
) {
  const { paper, sections } = plan;
  // What a start reads outside its transaction is read before it: a transaction that waited for
  // a second connection would hold its own meanwhile, and with as many starts in flight as the
  // pool has connections, none would get one.
  const pools = plan.assigned
    ? []
    : await Promise.all(sections.map((s) => subjectPool(s.subject, paper.exam, paper.options)));

  const outcome = await oneStartAtATime(studentId, () =>
    inPreparedTransaction((tx) => openOrDraw(tx, studentId, plan, pools, now, random)),
  );

  if (!outcome.created) return { created: false, sitting: await sittingPayload(studentId, outcome.id, now) };
  rememberSitting(outcome.facts);
  const { facts } = outcome;
  return {
    created: true,
    sitting: await sittingPayload(studentId, facts.id, now, { facts, answers: {}, flags: [], submittedAt: null }),
  };
}

/** Inside the start's transaction: the open sitting to resume, or a new draw stored. */
async function openOrDraw(
  tx: PreparedTx,
  studentId: string,
  plan: SittingPlan,
  pools: readonly SubjectPool[],
  now: Date,
  random: () => number,
): Promise<{ created: false; id: string } | { created: true; facts: SittingFacts }> {
  const { paper, sections, mode, timed } = plan;
  const subjects = sections.map((s) => s.subject);
  // Practice (drills too) waits while an exam is open: it could draw the exam's items and reveal their keys.
  await tx.sql(
    Prisma.sql`SELECT ${examGateLock(studentId, mode)}, pg_advisory_xact_lock(hashtextextended(${`sitting-start:${studentId}:${paper.id}`}, 0))`,
  );
  const found = await readBeforeDraw(tx, studentId, plan, now);
  if (mode === "practice" && found.examOpen) throw examInProgress();
  if (found.open) {
    const { open } = found;
    const same =
      open.mode === mode &&
      open.subjects.join() === subjects.join() &&
      (await itemsWithinTopics(tx, open.id, sections));
    if (!same)
      throw new AppError(
        "conflict",
        "You have a sitting of this paper in progress: finish or submit it before starting another",
      );
    return { created: false, id: open.id };
  }

  const drawn = plan.assigned
    ? assignedItems(plan.assigned, random)
    : drawItems(paper, sections, pools, found.seen, random);
  const paperEnd = now.getTime() + paper.durationMinutes * 60_000;
  const expiresAt = timed ? new Date(Math.min(paperEnd, plan.assigned?.closesAt.getTime() ?? paperEnd)) : null;
  const facts: SittingFacts = {
    id: uuidv7(),
    studentId,
    paper,
    mode,
    subjects,
    startedAt: now,
    expiresAt,
    maxScore: paperMaxScore(paper, sections),
    items: drawn,
    questionIds: new Set(drawn.map((i) => i.questionId)),
  };
  await insertSitting({ ...facts, of: { paperId: paper.id, assignmentId: plan.assigned?.assignmentId ?? null } }, tx);
  return { created: true, facts };
}

/**
 * What a start reads once its locks are held, in one statement: the open sitting of this paper
 * (the same assignment's, or the student's own), whether an exam of any paper is open, and (when
 * there is no open sitting to resume and the draw is the student's own) the questions the student
 * has met. Each statement is a round trip on the 9:00 path, so the start makes three: the locks,
 * this, and the insert.
 */
async function readBeforeDraw(tx: PreparedTx, studentId: string, plan: SittingPlan, now: Date) {
  const since = new Date(now.getTime() - plan.paper.graceSeconds * 1000);
  const [row] = await tx.sql<{
    open: { id: string; mode: string; subjects: string[] } | null;
    exam_open: boolean;
    met: { question_id: string; recent: boolean }[];
  }>(Prisma.sql`
    WITH open AS (
      SELECT id, mode, subjects FROM sittings
      WHERE student_id = ${studentId} AND paper_id = ${plan.paper.id}
        AND assignment_id IS NOT DISTINCT FROM ${plan.assigned?.assignmentId ?? null}::text
        AND submitted_at IS NULL AND (expires_at IS NULL OR expires_at > ${since})
      ORDER BY started_at DESC LIMIT 1
    ), met AS (${metQuestions(studentId)}), wanted AS (
      SELECT 1 WHERE ${!plan.assigned}::boolean AND NOT EXISTS (SELECT 1 FROM open)
    )
    SELECT (SELECT row_to_json(open) FROM open) AS open,
      ${plan.mode === "practice" ? Prisma.sql`EXISTS (${openExamQuery(studentId, now)})` : Prisma.sql`false`} AS exam_open,
      (SELECT coalesce(json_agg(met), '[]') FROM met WHERE EXISTS (SELECT 1 FROM wanted)) AS met`);
  return { open: row!.open, examOpen: row!.exam_open, seen: seenFrom(row!.met) };
}

/** Whether every item of the sitting is of its section's topics, when the sections are limited to topics. */
async function itemsWithinTopics(
  tx: PreparedTx,
  sittingId: string,
  sections: readonly PlannedSection[],
): Promise<boolean> {
  if (sections.every((s) => !s.onlyTopics)) return true;
  const allowed = sections.flatMap((s) => (s.onlyTopics ?? []).map((topic) => `${s.subject}/${topic}`));
  const [row] = await tx.sql<{ outside: number }>(Prisma.sql`
    SELECT count(*)::int AS outside FROM sitting_items si
    JOIN questions q ON q.id = si.question_id
    LEFT JOIN topics t ON t.id = q.topic_id
    WHERE si.sitting_id = ${sittingId} AND (t.id IS NULL OR NOT (si.subject || '/' || t.slug = ANY(${allowed}::text[])))`);
  return row?.outside === 0;
}

/** The assignment's items in its order, each with options shuffled for this student. */
function assignedItems(assigned: AssignedDraw, random: () => number): SittingFacts["items"] {
  return assigned.items.map((item, index) => {
    const { order, correctKey } = shuffleOptions(item.optionCount, item.answerIndex, random);
    return {
      number: index + 1,
      subject: item.subject,
      questionId: item.questionId,
      versionId: item.versionId,
      optionOrder: order,
      correctKey,
    };
  });
}

/** The draw of a start, item by item with its shuffled options and key (an offline pack draws the same way). */
export function drawItems(
  paper: PaperDef,
  sections: readonly PlannedSection[],
  pools: readonly SubjectPool[],
  seen: SeenQuestions,
  random: () => number,
) {
  let number = 0;
  const items: SittingFacts["items"] = [];
  for (const [index, section] of sections.entries()) {
    let drawn;
    try {
      drawn = drawFromPool(pools[index]!, section, seen, random);
    } catch (error) {
      if (error instanceof BankTooSmall) {
        throw new AppError(
          "service_unavailable",
          `${paper.title} cannot be drawn now: the bank has ${error.available} ${section.subject} questions for it and it needs ${error.needed}`,
        );
      }
      throw error;
    }
    for (const entry of drawn) {
      const { order, correctKey } = shuffleOptions(entry.optionCount, entry.answerIndex, random);
      number += 1;
      items.push({
        number,
        subject: section.subject,
        questionId: entry.id,
        versionId: entry.versionId,
        optionOrder: order,
        correctKey,
      });
    }
  }
  return items;
}
