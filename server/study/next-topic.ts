import "server-only";
import { subjectScore } from "@/lib/exam/scoring";
import {
  expectedDraw,
  NEXT_TOPICS_DEFAULT,
  rankTopics,
  type RankedTopic,
  type TopicPool,
} from "@/lib/study/next-topic";
import { db } from "../db";
import { DRILL_PAPER_ID, paperById, sittablePaper, type PaperDef } from "../exam/papers";
import { subjectPool, type SubjectPool } from "../exam/pool";
import { DRILL_QUESTIONS } from "./drill";
import { masteryForSubjects } from "./mastery";

// What to study next (docs/study-loop.md, "What to study next"): the student's topics ranked by
// yield in one paper (lib/study/next-topic.ts), each with the published lessons tagged with it and
// the drill that practises it.

/** Which subjects were ranked: a fixed paper's, the latest sitting's combination, or those answered in. */
export type SubjectsBasis = "paper" | "latest_sitting" | "evidence";

export type NextTopicLesson = {
  id: string;
  title: string;
  course_id: string;
  course: string;
  preview: boolean;
  href: string;
};
export type NextTopic = RankedTopic & {
  lessons: NextTopicLesson[];
  /** POST this to start a drill of `questions` questions on the topic; null when the bank has none for it. */
  drill: { method: "POST"; href: "/api/me/drills"; body: { topic_id: string }; questions: number } | null;
};

export const LESSONS_PER_TOPIC = 3;

/**
 * The subjects to rank in `paper` for the student: a fixed paper's own; for a paper with a choice
 * (UTME), the combination of their latest sitting of it, else the subjects of the paper they have
 * answered questions in, the compulsory ones (English) always.
 */
export async function studentSubjects(
  studentId: string,
  paper: PaperDef,
): Promise<{ subjects: string[]; basis: SubjectsBasis }> {
  const inPaper = paper.sections.map((s) => s.subject);
  if (paper.choose === 0) return { subjects: inPaper, basis: "paper" };
  const latest = await db.sitting.findFirst({
    where: { studentId, paperId: paper.id },
    orderBy: { startedAt: "desc" },
    select: { subjects: true },
  });
  if (latest) return { subjects: inPaper.filter((s) => latest.subjects.includes(s)), basis: "latest_sitting" };
  const answered = await db.$queryRaw<{ subject: string }[]>`
    SELECT DISTINCT subject FROM answer_events WHERE student_id = ${studentId} AND subject IS NOT NULL AND answered`;
  const chosen = new Set([...paper.required, ...answered.map((r) => r.subject)]);
  return { subjects: inPaper.filter((s) => chosen.has(s)), basis: "evidence" };
}

/** A subject's pool per topic: its questions and the units a draw takes them in (a stimulus's questions are one). */
export function poolByTopic(pool: SubjectPool): TopicPool[] {
  const byTopic = new Map<string, { questions: number; stimuli: Set<string>; singles: number }>();
  for (const q of pool.questions) {
    const entry = byTopic.get(q.topic) ?? { questions: 0, stimuli: new Set<string>(), singles: 0 };
    entry.questions += 1;
    if (q.stimulusId) entry.stimuli.add(q.stimulusId);
    else entry.singles += 1;
    byTopic.set(q.topic, entry);
  }
  return [...byTopic].map(([topic, e]) => ({ topic, questions: e.questions, units: e.singles + e.stimuli.size }));
}

type LessonRow = {
  for_topic: string;
  id: string;
  title: string;
  preview: boolean;
  course_id: string;
  course: string;
  enrolled: boolean;
};

/**
 * Published lessons tagged with each topic (or with its heading), the student's own courses first,
 * then the most followed. The link opens the lesson in the course player when the student is
 * enrolled, a free preview on its preview page, else the course's page (enrolment, free trial).
 */
async function lessonsFor(studentId: string, topicIds: readonly string[]): Promise<Map<string, NextTopicLesson[]>> {
  const lessons = new Map<string, NextTopicLesson[]>();
  if (topicIds.length === 0) return lessons;
  const rows = await db.$queryRaw<LessonRow[]>`
    SELECT t.id AS for_topic, v.id, v.title, v.preview, c.id AS course_id, c.title AS course, (e.id IS NOT NULL) AS enrolled
    FROM topics t
    JOIN video_topics vt ON vt.topic_id = t.id OR vt.topic_id = t.parent_id
    JOIN videos v ON v.id = vt.video_id AND (v.media_state IS NULL OR v.media_state = 'ready')
    JOIN sections s ON s.id = v.section_id
    JOIN courses c ON c.id = v.course_id AND c.status = 'published'
    LEFT JOIN enrollments e ON e.course_id = c.id AND e.student_id = ${studentId}
    WHERE t.id = ANY(${topicIds}::text[])
    ORDER BY t.id, (vt.topic_id = t.id) DESC, (e.id IS NOT NULL) DESC, c.student_count DESC, c.id, s.position, v.position, v.id`;
  for (const row of rows) {
    const list = lessons.get(row.for_topic) ?? [];
    if (list.length >= LESSONS_PER_TOPIC || list.some((l) => l.id === row.id)) continue;
    const course = encodeURIComponent(row.course_id);
    const href = row.enrolled
      ? `/course-content?courseId=${course}&lesson=${encodeURIComponent(row.id)}`
      : row.preview
        ? `/courses/${course}/preview/${encodeURIComponent(row.id)}`
        : `/courses/${course}`;
    list.push({
      id: row.id,
      title: row.title,
      course_id: row.course_id,
      course: row.course,
      preview: row.preview,
      href,
    });
    lessons.set(row.for_topic, list);
  }
  return lessons;
}

/** GET /api/me/next-topics: the student's topics in `paperId` with the highest yield, best first. */
export async function nextTopics(studentId: string, paperId = "utme", now = new Date(), limit = NEXT_TOPICS_DEFAULT) {
  const paper = await sittablePaper(paperId);
  const drillPaper = await paperById(DRILL_PAPER_ID);
  const { subjects, basis } = await studentSubjects(studentId, paper);
  const [mastery, pools, drillPools] = await Promise.all([
    masteryForSubjects(studentId, subjects, now),
    Promise.all(subjects.map((s) => subjectPool(s, paper.exam, paper.options))),
    Promise.all(subjects.map((s) => subjectPool(s, drillPaper.exam, drillPaper.options))),
  ]);
  const ranked = rankTopics(
    subjects.map((subject, i) => {
      const section = paper.sections.find((s) => s.subject === subject)!;
      return {
        subject,
        marks: subjectScore(paper.scoring, 0, section.questions).max,
        questions: section.questions,
        expected: expectedDraw(section, poolByTopic(pools[i]!)),
        topics: mastery[i]!.topics,
      };
    }),
    limit,
  );
  const lessons = await lessonsFor(
    studentId,
    ranked.map((t) => t.topic_id),
  );
  const drillable = new Map(
    subjects.map((subject, i) => [subject, new Map(poolByTopic(drillPools[i]!).map((p) => [p.topic, p.questions]))]),
  );
  const topics: NextTopic[] = ranked.map((t) => {
    const available = drillable.get(t.subject)?.get(t.slug) ?? 0;
    return {
      ...t,
      lessons: lessons.get(t.topic_id) ?? [],
      drill:
        available > 0
          ? {
              method: "POST",
              href: "/api/me/drills",
              body: { topic_id: t.topic_id },
              questions: Math.min(DRILL_QUESTIONS, available),
            }
          : null,
    };
  });
  return { paper: { id: paper.id, exam: paper.exam, title: paper.title }, subjects, basis, topics };
}
