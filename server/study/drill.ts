import "server-only";
import { db } from "../db";
import { AppError } from "../errors";
import { DRILL_PAPER_ID, paperById } from "../exam/papers";
import { subjectPool } from "../exam/pool";
import { startPlannedSitting } from "../exam/start-sitting";

// A drill (docs/study-loop.md, "Drills"): a practice sitting of up to 10 questions on one
// syllabus topic, drawn by the exam engine from the platform's pool (the drill paper's exam and
// options, UTME and A–D) with the same rules as any paper: fresh questions before recent ones,
// options shuffled, one open sitting of the paper at a time. Its answers are evidence with source
// "drill" (server/study/record-evidence.ts).

export const DRILL_QUESTIONS = 10;

/** POST /api/me/drills: starts a drill on the topic (a heading drills its sub-topics), or resumes the open one on it. */
export async function startDrill(
  studentId: string,
  topicId: string,
  now = new Date(),
  random: () => number = Math.random,
) {
  const topic = await db.topic.findUnique({
    where: { id: topicId },
    select: { id: true, subject: true, slug: true, name: true, children: { select: { slug: true } } },
  });
  if (!topic) {
    const message = `"${topicId}" is not a topic: see GET /api/bank/topics?subject=…`;
    throw new AppError("validation_error", message, { fieldErrors: { topic_id: message } });
  }
  const paper = await paperById(DRILL_PAPER_ID);
  const slugs = topic.children.length > 0 ? topic.children.map((c) => c.slug) : [topic.slug];
  const pool = await subjectPool(topic.subject, paper.exam, paper.options);
  const available = pool.questions.filter((q) => slugs.includes(q.topic)).length;
  if (available === 0) {
    const message = `${topic.name} has no questions to drill yet`;
    throw new AppError("validation_error", message, { fieldErrors: { topic_id: message } });
  }
  const section = { subject: topic.subject, questions: Math.min(DRILL_QUESTIONS, available), onlyTopics: slugs };
  return startPlannedSitting(studentId, { paper, sections: [section], mode: "practice", timed: true }, now, random);
}
