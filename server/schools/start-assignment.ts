import "server-only";
import type { StartAssignmentInput } from "@/lib/validation/schools";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import { paperById, sectionsFor, type PaperDef } from "../exam/papers";
import { getSitting } from "../exam/sitting-view";
import { startPlannedSitting, type AssignedDraw, type PlannedSection } from "../exam/start-sitting";

type Assignment = {
  id: string;
  subjects: string[];
  topicId: string | null;
  opensAt: Date;
  closesAt: Date;
  mode: "exam" | "practice";
  paperId: string;
};

const when = (date: Date) => date.toISOString().replace("T", " ").slice(0, 16) + " UTC";

/**
 * POST /api/assignments/{id}/start: the student's sitting of the assignment on the exam engine.
 * Their sitting of it, once there is one, is answered again (200) whether open or submitted;
 * else the window must be open (409 outside it). Only a student of the class reaches the
 * assignment (404 otherwise). The exam engine's rules hold: practice waits while an exam is open.
 */
export async function startAssignment(
  studentId: string,
  assignmentId: string,
  input: StartAssignmentInput,
  now = new Date(),
  random: () => number = Math.random,
) {
  const assignment = await db.assignment.findFirst({
    where: { id: assignmentId, class: { archivedAt: null, members: { some: { studentId } } } },
    select: { id: true, subjects: true, topicId: true, opensAt: true, closesAt: true, mode: true, paperId: true },
  });
  if (!assignment) throw notFound("Assignment");

  const existing = await db.sitting.findUnique({
    where: { assignmentId_studentId: { assignmentId, studentId } },
    select: { id: true },
  });
  if (existing) return { created: false, sitting: await getSitting(studentId, existing.id, now) };

  if (now < assignment.opensAt) throw new AppError("conflict", `This assignment opens at ${when(assignment.opensAt)}`);
  if (now >= assignment.closesAt)
    throw new AppError("conflict", `This assignment closed at ${when(assignment.closesAt)}`);

  const paper = await paperById(assignment.paperId);
  const drawnSubjects = await db.assignmentItem.findMany({
    where: { assignmentId },
    distinct: ["subject"],
    select: { subject: true },
  });
  const sections = await sectionsOf(paper, assignment, new Set(drawnSubjects.map((s) => s.subject)), input);
  const assigned: AssignedDraw = {
    assignmentId,
    closesAt: assignment.closesAt,
    items: await fixedItems(assignmentId, sections),
  };
  return startPlannedSitting(studentId, { paper, sections, mode: assignment.mode, timed: true, assigned }, now, random);
}

async function sectionsOf(
  paper: PaperDef,
  assignment: Assignment,
  drawn: ReadonlySet<string>,
  input: StartAssignmentInput,
): Promise<PlannedSection[]> {
  if (assignment.topicId || assignment.subjects.length > 0) {
    if (input.subjects && input.subjects.join() !== assignment.subjects.join()) {
      const message = `Your teacher set the subjects: ${assignment.subjects.join(", ")}`;
      throw new AppError("validation_error", message, { fieldErrors: { subjects: message } });
    }
    // A drill's one section, or the paper's fixed subjects, sized by what was drawn.
    const counts = await db.assignmentItem.groupBy({
      by: ["subject"],
      where: { assignmentId: assignment.id },
      _count: true,
    });
    const count = new Map(counts.map((c) => [c.subject, c._count]));
    return assignment.subjects.map((subject) => {
      const own = paper.sections.find((s) => s.subject === subject);
      return { ...(own ?? { subject }), subject, questions: count.get(subject) ?? 0 };
    });
  }
  const sections = sectionsFor(paper, input.subjects);
  const missing = sections.filter((s) => !drawn.has(s.subject)).map((s) => s.subject);
  if (missing.length) {
    const message = `${missing.join(", ")} is not part of this assignment: the bank could not fill it`;
    throw new AppError("validation_error", message, { fieldErrors: { subjects: message } });
  }
  return sections;
}

/** The assignment's draw for these sections, in their order, with what each version's options need. */
async function fixedItems(assignmentId: string, sections: readonly PlannedSection[]): Promise<AssignedDraw["items"]> {
  const subjects = sections.map((s) => s.subject);
  const rows = await db.$queryRaw<
    { subject: string; question_id: string; version_id: string; answer_index: number; option_count: number }[]
  >`
    SELECT ai.subject, ai.question_id, ai.version_id, v.answer_index, cardinality(v.options) AS option_count
    FROM assignment_items ai JOIN question_versions v ON v.id = ai.version_id
    WHERE ai.assignment_id = ${assignmentId} AND ai.subject = ANY(${subjects}::text[])
    ORDER BY array_position(${subjects}::text[], ai.subject), ai.position`;
  return rows.map((r) => ({
    subject: r.subject,
    questionId: r.question_id,
    versionId: r.version_id,
    answerIndex: r.answer_index,
    optionCount: Number(r.option_count),
  }));
}
