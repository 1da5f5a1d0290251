import "server-only";
import { assessMastery, MASTERY_RULES, type Evidence, type MasteryLevel } from "@/lib/study/mastery";
import { SUBJECTS, type Subject } from "@/lib/subjects";
import { Prisma } from "../generated/prisma/client";
import { db } from "../db";

// A student's mastery of every leaf topic of a subject's syllabus (docs/study-loop.md,
// "Mastery"), computed from their answer_events by the rules of lib/study/mastery.ts.
//
// One query reads, per leaf topic, the totals and only the answers the rules look at (the last
// MASTERY_RULES.window, in the rules' own order), so the cost does not grow with a student's
// history. The levels are then cached in topic_mastery for screens that only need the level;
// evidence dated after `now` is left out, and a computation as of an earlier time than the
// student's newest evidence never overwrites that cache.

export type TopicMasteryView = {
  topic_id: string;
  slug: string;
  /** The topic's name. */
  topic: string;
  /** The parent topic's name; null for a topic at the top of the syllabus. */
  parent: string | null;
  level: MasteryLevel;
  /** Questions on the topic the student answered (a blank is not an answer). */
  answered: number;
  correct: number;
  /** Chance of answering the topic's next question right, 0–1 (three decimals). */
  estimate: number;
  /** How far from Mastered, 0–1 (three decimals): 0 once mastered. */
  gap: number;
  last_answered_at: string | null;
};

export type SubjectMastery = { subject: string; topics: TopicMasteryView[] };

/** Which subjects: those the student has evidence in (the default), one subject, or all twelve. */
export type MasteryScope = { subject?: Subject; all?: boolean };

type Row = {
  id: string;
  subject: string;
  slug: string;
  name: string;
  parent: string | null;
  answered: number | null;
  correct: number | null;
  last_ms: number | null;
  recent:
    | {
        correct: boolean;
        answered: boolean;
        difficulty: Evidence["difficulty"];
        source: Evidence["source"];
        at_ms: number;
      }[]
    | null;
  stale: boolean;
};

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Every leaf topic of the subjects in `scope`, in syllabus order, with the student's level on each. */
export async function studentMastery(
  studentId: string,
  now = new Date(),
  scope: MasteryScope = {},
): Promise<SubjectMastery[]> {
  if (scope.subject) return masteryForSubjects(studentId, [scope.subject], now);
  if (scope.all) return masteryForSubjects(studentId, SUBJECTS, now);
  return compute(studentId, null, now);
}

/** The student's mastery in each of `subjects`, in that order; a subject without a syllabus has no topics. */
export async function masteryForSubjects(
  studentId: string,
  subjects: readonly string[],
  now = new Date(),
): Promise<SubjectMastery[]> {
  const unique = [...new Set(subjects)];
  const found = new Map((await compute(studentId, unique, now)).map((s) => [s.subject, s]));
  return unique.map((subject) => found.get(subject) ?? { subject, topics: [] });
}

async function compute(studentId: string, subjects: readonly string[] | null, now: Date): Promise<SubjectMastery[]> {
  const at = now.toISOString();
  const inScope =
    subjects === null
      ? Prisma.sql`t.subject in (select tt.subject from totals join topics tt on tt.id = totals.topic_id)`
      : Prisma.sql`t.subject = any(${subjects}::text[])`;
  // The window's order is lib/study/mastery.ts compareNewestFirst: newest first, then, at the same
  // instant, a wrong or skipped answer before a right one, easy before hard, and the enums' order.
  const rows = await db.$queryRaw<Row[]>`
    with totals as (
      select e.topic_id,
             count(*)::int as answered,
             (count(*) filter (where e.correct and e.answered))::int as correct,
             (extract(epoch from max(e.answered_at)) * 1000)::float8 as last_ms
        from answer_events e
       where e.student_id = ${studentId} and e.topic_id is not null and e.answered and e.answered_at <= ${at}::timestamp
       group by e.topic_id
    ), leaf as (
      select t.id, t.subject, t.slug, t.name, p.name as parent,
             coalesce(p.position, t.position) as major,
             case when p.id is null then -1 else t.position end as minor
        from topics t
        left join topics p on p.id = t.parent_id
       where ${inScope}
         and not exists (select 1 from topics c where c.parent_id = t.id)
    )
    select leaf.id, leaf.subject, leaf.slug, leaf.name, leaf.parent,
           totals.answered, totals.correct, totals.last_ms, recent.items as recent,
           exists (select 1 from answer_events n where n.student_id = ${studentId} and n.answered_at > ${at}::timestamp) as stale
      from leaf
      left join totals on totals.topic_id = leaf.id
      left join lateral (
        select json_agg(json_build_object('correct', w.correct, 'answered', w.answered, 'difficulty', w.difficulty, 'source', w.source,
                                          'at_ms', (extract(epoch from w.answered_at) * 1000)::float8)) as items
          from (
            select e.correct, e.answered, e.difficulty, e.source, e.answered_at
              from answer_events e
             where e.student_id = ${studentId} and e.topic_id = leaf.id and e.answered and e.answered_at <= ${at}::timestamp
             order by e.answered_at desc, (e.correct and e.answered), e.answered, e.difficulty, e.source
             limit ${MASTERY_RULES.window}
          ) w
      ) recent on totals.topic_id is not null
     order by leaf.subject, leaf.major, leaf.minor, leaf.slug`;

  const bySubject = new Map<string, TopicMasteryView[]>();
  for (const row of rows) {
    const evidence: Evidence[] = (row.recent ?? []).map((e) => ({
      correct: e.correct,
      answered: e.answered,
      difficulty: e.difficulty,
      source: e.source,
      answeredAt: new Date(e.at_ms),
    }));
    const { level, estimate, gap } = assessMastery(evidence, now);
    const topics = bySubject.get(row.subject) ?? [];
    topics.push({
      topic_id: row.id,
      slug: row.slug,
      topic: row.name,
      parent: row.parent,
      level,
      answered: row.answered ?? 0,
      correct: row.correct ?? 0,
      estimate: round3(estimate),
      gap: round3(gap),
      last_answered_at: row.last_ms === null ? null : new Date(row.last_ms).toISOString(),
    });
    bySubject.set(row.subject, topics);
  }
  const result = [...bySubject]
    .map(([subject, topics]) => ({ subject, topics }))
    .sort((a, b) => subjectOrder(a.subject, b.subject));
  if (rows.length > 0 && !rows[0]!.stale) await cacheLevels(studentId, result, now);
  return result;
}

function subjectOrder(a: string, b: string): number {
  const rank = (s: string) => {
    const i = (SUBJECTS as readonly string[]).indexOf(s);
    return i === -1 ? SUBJECTS.length : i;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

/**
 * Keeps topic_mastery in step: a row per topic with evidence, written only when it changed (so a
 * read that changes nothing writes nothing), and none for a topic without. Rows go in topic id
 * order, so two reads at once lock them in the same order.
 */
async function cacheLevels(studentId: string, subjects: readonly SubjectMastery[], now: Date): Promise<void> {
  const topics = subjects
    .flatMap((s) => s.topics)
    .sort((a, b) => (a.topic_id < b.topic_id ? -1 : a.topic_id > b.topic_id ? 1 : 0));
  const seen = topics.filter((t) => t.level !== "not_started");
  const unseen = topics.filter((t) => t.level === "not_started").map((t) => t.topic_id);
  await db.$executeRaw`
    with gone as (
      delete from topic_mastery where student_id = ${studentId} and topic_id = any(${unseen}::text[])
    )
    insert into topic_mastery (student_id, topic_id, level, answered, correct, updated_at)
    select ${studentId}, u.topic_id, u.level::"MasteryLevel", u.answered, u.correct, ${now}
      from unnest(${seen.map((t) => t.topic_id)}::text[], ${seen.map((t) => t.level)}::text[], ${seen.map((t) => t.answered)}::int[],
                  ${seen.map((t) => t.correct)}::int[]) as u(topic_id, level, answered, correct)
    on conflict (student_id, topic_id) do update
       set level = excluded.level, answered = excluded.answered, correct = excluded.correct, updated_at = excluded.updated_at
     where (topic_mastery.level, topic_mastery.answered, topic_mastery.correct)
           is distinct from (excluded.level, excluded.answered, excluded.correct)`;
}
