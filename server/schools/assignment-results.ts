import "server-only";
import { itemStatsFromSums } from "@/lib/exam/item-stats";
import { optionKey } from "@/lib/exam/draw";
import { db } from "../db";
import { paperById } from "../exam/papers";
import { versionContents } from "../exam/sitting-content";
import { teacherAssignment } from "./class-access";

// Class results of one assignment (docs/schools.md, "Results"): every figure is over the
// submitted sittings of this assignment by students of the class now, never any other sitting.
// Item statistics use lib/exam/item-stats.ts: facility from the first response, discrimination
// from MIN_RESPONSES (30) on; a student's rest score is their other right answers in the subject.

type StudentRow = {
  id: string;
  first_name: string;
  last_name: string;
  sitting_id: string | null;
  submitted_at: Date | null;
  total_score: number | null;
  max_score: number | null;
  result: {
    subjects?: { subject: string; score: number; max: number; correct?: number; questions?: number }[];
    answered?: number;
  } | null;
};
type ItemRow = {
  subject: string;
  position: number;
  question_id: string;
  version_id: string;
  n: number;
  right_n: number;
  rest: number;
  rest_squares: number;
  right_rest: number;
};
type ChoiceRow = { question_id: string; original: number | null; n: number };
type TopicRow = { subject: string; topic_id: string | null; topic: string | null; n: number; right_n: number };

export async function assignmentResults(teacherId: string, classId: string, assignmentId: string) {
  const assignment = await teacherAssignment(teacherId, classId, assignmentId);
  const paper = await paperById(assignment.paperId);
  const order = [...new Set([...assignment.subjects, ...paper.sections.map((s) => s.subject)])];

  const [students, items, choices, topics] = await Promise.all([
    db.$queryRaw<StudentRow[]>`
      SELECT u.id, u.first_name, u.last_name, s.id AS sitting_id, s.submitted_at, s.total_score, s.max_score, s.result
      FROM class_members m
      JOIN users u ON u.id = m.student_id
      LEFT JOIN sittings s ON s.assignment_id = ${assignment.id} AND s.student_id = m.student_id AND s.submitted_at IS NOT NULL
      WHERE m.class_id = ${classId}
      ORDER BY u.last_name, u.first_name, u.id`,
    db.$queryRaw<ItemRow[]>`
      WITH subs AS (
        SELECT s.id FROM sittings s JOIN class_members m ON m.student_id = s.student_id AND m.class_id = ${classId}
        WHERE s.assignment_id = ${assignment.id} AND s.submitted_at IS NOT NULL
      ), answered AS (
        SELECT si.question_id, si.sitting_id, si.subject, CASE WHEN si.correct THEN 1 ELSE 0 END AS x
        FROM sitting_items si WHERE si.sitting_id IN (SELECT id FROM subs)
      ), sections AS (
        SELECT sitting_id, subject, sum(x)::int AS right_count FROM answered GROUP BY sitting_id, subject
      ), sums AS (
        SELECT a.question_id, count(*)::int AS n, sum(a.x)::int AS right_n,
          sum(sec.right_count - a.x)::float8 AS rest,
          sum((sec.right_count - a.x) * (sec.right_count - a.x))::float8 AS rest_squares,
          sum(a.x * (sec.right_count - a.x))::float8 AS right_rest
        FROM answered a JOIN sections sec ON sec.sitting_id = a.sitting_id AND sec.subject = a.subject
        GROUP BY a.question_id
      )
      SELECT ai.subject, ai.position, ai.question_id, ai.version_id,
        COALESCE(sums.n, 0) AS n, COALESCE(sums.right_n, 0) AS right_n, COALESCE(sums.rest, 0) AS rest,
        COALESCE(sums.rest_squares, 0) AS rest_squares, COALESCE(sums.right_rest, 0) AS right_rest
      FROM assignment_items ai LEFT JOIN sums ON sums.question_id = ai.question_id
      WHERE ai.assignment_id = ${assignment.id}
      ORDER BY array_position(${order}::text[], ai.subject), ai.position`,
    // Which original option each answer was, whatever letter it had in that student's shuffle.
    db.$queryRaw<ChoiceRow[]>`
      SELECT si.question_id, si.option_order[ascii(si.answer) - 64] AS original, count(*)::int AS n
      FROM sitting_items si JOIN sittings s ON s.id = si.sitting_id
      JOIN class_members m ON m.student_id = s.student_id AND m.class_id = ${classId}
      WHERE s.assignment_id = ${assignment.id} AND s.submitted_at IS NOT NULL
      GROUP BY 1, 2`,
    db.$queryRaw<TopicRow[]>`
      SELECT si.subject, t.id AS topic_id, t.name AS topic, count(*)::int AS n, (count(*) FILTER (WHERE si.correct))::int AS right_n
      FROM sitting_items si JOIN sittings s ON s.id = si.sitting_id
      JOIN class_members m ON m.student_id = s.student_id AND m.class_id = ${classId}
      JOIN questions q ON q.id = si.question_id LEFT JOIN topics t ON t.id = q.topic_id
      WHERE s.assignment_id = ${assignment.id} AND s.submitted_at IS NOT NULL
      GROUP BY si.subject, t.id, t.name`,
  ]);

  const contents = await versionContents(items.map((i) => i.version_id));
  const chosen = new Map<string, Map<number | null, number>>();
  for (const c of choices)
    (chosen.get(c.question_id) ?? chosen.set(c.question_id, new Map()).get(c.question_id)!).set(c.original, c.n);

  return {
    assignment: {
      id: assignment.id,
      title: assignment.title,
      paper_id: assignment.paperId,
      mode: assignment.mode,
      class: assignment.class,
      opens_at: assignment.opensAt.toISOString(),
      closes_at: assignment.closesAt.toISOString(),
    },
    students: students.map((r) => ({
      id: r.id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      submitted: r.submitted_at !== null,
      submitted_at: r.submitted_at?.toISOString() ?? null,
      total: r.total_score,
      max: r.max_score,
      answered: r.result?.answered ?? null,
      subjects: (r.result?.subjects ?? []).map((s) => ({
        subject: s.subject,
        score: s.score,
        max: s.max,
        correct: s.correct ?? null,
        questions: s.questions ?? null,
      })),
    })),
    items: items.map((row, index) => {
      const stats = itemStatsFromSums({
        n: row.n,
        right: row.right_n,
        rest: row.rest,
        restSquares: row.rest_squares,
        rightRest: row.right_rest,
      });
      const content = contents.get(row.version_id);
      const picks = chosen.get(row.question_id) ?? new Map<number | null, number>();
      return {
        question_id: row.question_id,
        number: index + 1,
        subject: row.subject,
        responses: row.n,
        facility: row.n === 0 ? null : Math.round((row.right_n / row.n) * 1000) / 1000,
        discrimination: stats.discrimination,
        text: content?.text ?? "",
        ...(content?.html?.text ? { html: content.html.text } : {}),
        options: (content?.options ?? []).map((text, original) => ({
          key: optionKey(original),
          text,
          ...(content?.html?.options[original] ? { html: content.html.options[original] } : {}),
          correct: original === content?.answerIndex,
          chosen: picks.get(original) ?? 0,
        })),
        blank:
          row.n - [...picks.entries()].filter(([original]) => original !== null).reduce((sum, [, n]) => sum + n, 0),
      };
    }),
    topics: topics
      .map((t) => ({
        subject: t.subject,
        topic_id: t.topic_id,
        topic: t.topic ?? "Other",
        answers: t.n,
        correct_rate: t.n === 0 ? 0 : Math.round((t.right_n / t.n) * 1000) / 1000,
      }))
      .sort((a, b) => a.correct_rate - b.correct_rate || b.answers - a.answers || a.topic.localeCompare(b.topic)),
  };
}
export type AssignmentResults = Awaited<ReturnType<typeof assignmentResults>>;
