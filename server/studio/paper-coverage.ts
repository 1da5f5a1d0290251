import "server-only";
import { db } from "../db";
import { topicTree, type TopicRef } from "../bank/topics";
import { allPapers, type PaperDef } from "../exam/papers";

// The platform's papers as a tutor sees them in the studio: each paper's blueprint (subjects,
// question counts, topic quotas where the paper sets them) and, per syllabus heading, how many
// active bank questions fit it: in the platform's pool, which sittings draw from, and in the
// tutor's own bank, so a tutor sees the topics where questions are thin. A question fits a paper
// when it is of the section's subject, tagged for the paper's exam and has the paper's number of
// options, the rule server/exam/pool.ts draws by. Read-only: papers are the platform's.

type FitRow = {
  own: boolean;
  subject: string;
  topic_id: string | null;
  exam: string;
  options: number;
  questions: number;
};
type Counts = { platform_questions: number; your_questions: number };

/** Active bank questions (no quiz's) of the platform and of the tutor, counted per subject, topic, exam and option count. */
async function fittingCounts(tutorId: string): Promise<FitRow[]> {
  return db.$queryRaw<FitRow[]>`
    SELECT (q.owner_id IS NOT NULL) AS own, q.subject, q.topic_id, e.exam::text AS exam,
      cardinality(q.options)::int AS options, count(*)::int AS questions
    FROM questions q CROSS JOIN LATERAL unnest(q.exams) AS e(exam)
    WHERE q.quiz_id IS NULL AND q.status = 'active' AND q.subject IS NOT NULL
      AND (q.owner_id IS NULL OR q.owner_id = ${tutorId})
    GROUP BY 1, 2, 3, 4, 5`;
}

function countsFor(rows: readonly FitRow[], topicIds: ReadonlySet<string | null>): Counts {
  const counts: Counts = { platform_questions: 0, your_questions: 0 };
  for (const row of rows) {
    if (!topicIds.has(row.topic_id)) continue;
    if (row.own) counts.your_questions += row.questions;
    else counts.platform_questions += row.questions;
  }
  return counts;
}

function topicRow(topic: TopicRef, quota: number | null, counts: Counts) {
  return { id: topic.id, slug: topic.slug, name: topic.name, quota, ...counts };
}

export async function paperCoverage(tutorId: string) {
  const papers = await allPapers();
  const subjects = [...new Set(papers.flatMap((p) => p.sections.map((s) => s.subject)))];
  const [rows, trees] = await Promise.all([fittingCounts(tutorId), Promise.all(subjects.map((s) => topicTree(s)))]);
  const treeOf = new Map(trees.map((t) => [t.subject, t.topics]));

  const section = (paper: PaperDef, s: PaperDef["sections"][number]) => {
    const fitting = rows.filter((r) => r.subject === s.subject && r.exam === paper.exam && r.options === paper.options);
    const quota = (slug: string) => s.topics?.[slug] ?? null;
    const headings = (treeOf.get(s.subject) ?? []).map((heading) => {
      const children = heading.children.map((child) =>
        topicRow(child, quota(child.slug), countsFor(fitting, new Set([child.id]))),
      );
      // A heading counts its own questions and its sub-headings'.
      const all = countsFor(fitting, new Set([heading.id, ...heading.children.map((c) => c.id)]));
      return { ...topicRow(heading, quota(heading.slug), all), children };
    });
    return {
      subject: s.subject,
      questions: s.questions,
      topics: headings,
      untagged: countsFor(fitting, new Set([null])),
      ...countsFor(fitting, new Set(fitting.map((r) => r.topic_id))),
    };
  };

  return {
    papers: papers.map((paper) => ({
      id: paper.id,
      exam: paper.exam,
      title: paper.title,
      duration_minutes: paper.durationMinutes,
      options: paper.options,
      choose: paper.choose,
      required: paper.required,
      sections: paper.sections.map((s) => section(paper, s)),
    })),
  };
}
export type PaperCoverage = Awaited<ReturnType<typeof paperCoverage>>;
