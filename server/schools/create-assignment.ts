import "server-only";
import { BankTooSmall } from "@/lib/exam/draw";
import type { CreateAssignmentInput } from "@/lib/validation/schools";
import { db } from "../db";
import { AppError } from "../errors";
import { DRILL_PAPER_ID, paperById, sectionsFor, type PaperDef } from "../exam/papers";
import { drawFromPool } from "../exam/draw-from-pool";
import { subjectPool } from "../exam/pool";
import type { PlannedSection } from "../exam/start-sitting";
import { toAssignmentDto } from "./assignment-dto";
import { teacherClass } from "./class-access";

/** A drill set to a class has this many questions, as a student's own drill (server/study/drill.ts). */
export const ASSIGNED_DRILL_QUESTIONS = 10;

const invalid = (field: string, message: string) =>
  new AppError("validation_error", message, { fieldErrors: { [field]: message } });

/**
 * POST /api/classes/{id}/assignments: sets a paper to the class in a window and draws its
 * questions once, here, by the engine's rules (blueprint quotas, stimulus groups), so every
 * student meets the same questions and results compare like with like. On a paper with a
 * choice of subjects and no `subjects` sent, every subject of the paper is drawn and each student
 * sits their own combination of those draws. `topic_id` with the drill paper sets a topic drill.
 */
export async function createAssignment(
  teacherId: string,
  classId: string,
  input: CreateAssignmentInput,
  now = new Date(),
  random: () => number = Math.random,
) {
  const found = await teacherClass(teacherId, classId);
  if (found.archivedAt) throw new AppError("conflict", "This class is archived: bring it back before setting it work");
  const opensAt = new Date(input.opens_at);
  const closesAt = new Date(input.closes_at);
  if (closesAt <= now) throw invalid("closes_at", "closes_at has passed: the window must close in the future");

  const { paper, sections, subjects, topic } = await planOf(input);
  // With each student's own combination, an elective the bank cannot fill yet is left out of the choice.
  const skippable =
    subjects.length === 0
      ? new Set(sections.map((s) => s.subject).filter((s) => !paper.required.includes(s)))
      : new Set<string>();
  const items = await drawOnce(paper, sections, skippable, random);
  const title = input.title ?? (topic ? `Drill: ${topic.name}` : paper.title);

  const row = await db.$transaction(async (tx) => {
    const created = await tx.assignment.create({
      data: {
        classId,
        paperId: paper.id,
        mode: input.mode,
        title,
        subjects,
        topicId: topic?.id ?? null,
        opensAt,
        closesAt,
        createdAt: now,
      },
    });
    await tx.assignmentItem.createMany({ data: items.map((item) => ({ assignmentId: created.id, ...item })) });
    return created;
  });
  return toAssignmentDto(row);
}

async function planOf(input: CreateAssignmentInput) {
  const paper = await paperById(input.paper_id).catch(() => {
    throw invalid("paper_id", `"${input.paper_id}" is not a paper: see GET /api/papers`);
  });
  if (paper.id === DRILL_PAPER_ID) {
    if (!input.topic_id) throw invalid("topic_id", "A topic drill needs topic_id, the topic to drill");
    if (input.subjects) throw invalid("subjects", "A topic drill's subject is its topic's");
    const topic = await db.topic.findUnique({
      where: { id: input.topic_id },
      select: { id: true, subject: true, slug: true, name: true, children: { select: { slug: true } } },
    });
    if (!topic) throw invalid("topic_id", `"${input.topic_id}" is not a topic`);
    const slugs = topic.children.length > 0 ? topic.children.map((c) => c.slug) : [topic.slug];
    const pool = await subjectPool(topic.subject, paper.exam, paper.options);
    const available = pool.questions.filter((q) => slugs.includes(q.topic)).length;
    if (available === 0) throw invalid("topic_id", `${topic.name} has no questions to drill yet`);
    const section: PlannedSection = {
      subject: topic.subject,
      questions: Math.min(ASSIGNED_DRILL_QUESTIONS, available),
      onlyTopics: slugs,
    };
    return { paper, sections: [section], subjects: [topic.subject], topic };
  }
  if (input.topic_id) throw invalid("topic_id", "topic_id is for a topic drill (paper_id topic-drill)");
  if (input.subjects) {
    const sections = sectionsFor(paper, input.subjects);
    return { paper, sections, subjects: sections.map((s) => s.subject), topic: null };
  }
  // Fixed paper: its subjects. A paper with a choice: every subject drawn, each student chooses.
  return {
    paper,
    sections: paper.sections,
    subjects: paper.choose === 0 ? paper.sections.map((s) => s.subject) : [],
    topic: null,
  };
}

async function drawOnce(
  paper: PaperDef,
  sections: readonly PlannedSection[],
  skippable: ReadonlySet<string>,
  random: () => number,
) {
  const items: { subject: string; position: number; questionId: string; versionId: string }[] = [];
  for (const section of sections) {
    const pool = await subjectPool(section.subject, paper.exam, paper.options);
    let drawn;
    try {
      drawn = drawFromPool(pool, section, null, random);
    } catch (error) {
      if (error instanceof BankTooSmall && skippable.has(section.subject)) continue;
      if (error instanceof BankTooSmall) {
        throw new AppError(
          "service_unavailable",
          `${paper.title} cannot be set now: the bank has ${error.available} ${section.subject} questions for it and it needs ${error.needed}`,
        );
      }
      throw error;
    }
    drawn.forEach((q, index) =>
      items.push({ subject: section.subject, position: index + 1, questionId: q.id, versionId: q.versionId }),
    );
  }
  return items;
}
