import "server-only";
import { keyOnShownPaper } from "@/lib/exam/rekey";
import { scorePaper, type MarkedItem, type PaperScoringRule } from "@/lib/exam/scoring";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import type { Prisma } from "../generated/prisma/client";
import { ownQuestionWhere } from "./owned";

// Regrading after an author corrects a key (docs/question-bank.md "Regrade"). Candidates who
// were shown an OLDER version of the question are marked again under the current version's
// key, found by option text on the paper as they saw it (lib/exam/rekey.ts); each submitted
// sitting with a changed item is scored again with lib/exam/scoring.ts. A dry run answers
// what would change and writes nothing; a real run locks those sittings and applies the same
// in one transaction. Items of sittings still in progress get the corrected key too, so they
// are marked right when submitted; they have no score to change.

type Tx = Prisma.TransactionClient;
/** Reading needs raw queries only: the pool for a dry run, the transaction for a real one. */
type Reader = Pick<Tx, "$queryRaw">;

type ItemRow = {
  sitting_id: string;
  number: number;
  answer: string | null;
  correct: boolean | null;
  correct_key: string;
  option_order: number[];
  shown_options: string[];
  submitted: boolean;
};
type SittingRow = {
  id: string;
  subjects: string[];
  total_score: number | null;
  result: unknown;
  scoring: PaperScoringRule;
};
type MarkRow = { sitting_id: string; number: number; subject: string; correct: boolean | null; topic: string | null };

export type RegradeItem = {
  number: number;
  answer: string | null;
  before: { correct_key: string; correct: boolean | null };
  after: { correct_key: string; correct: boolean };
};
export type RegradeChange = { sitting_id: string; before: number | null; after: number; items: RegradeItem[] };
export type RegradeResult = {
  dry_run: boolean;
  question_id: string;
  version: number;
  sittings: number;
  changes: RegradeChange[];
  in_progress_items: number;
  unmatched_items: number;
};

async function plan(client: Reader, questionId: string, lock: boolean) {
  const [current] = await client.$queryRaw<{ version: number; options: string[]; answer_index: number }[]>`
    SELECT v.version, v.options, v.answer_index FROM questions q
    JOIN question_versions v ON v.question_id = q.id AND v.version = q.version
    WHERE q.id = ${questionId}`;
  if (!current) throw new AppError("conflict", "This question has no current version to regrade against");

  // Lock the sittings first (in id order, so two regrades cannot deadlock), then read their items.
  if (lock) {
    await client.$queryRaw`
      SELECT s.id FROM sittings s
      WHERE s.id IN (SELECT si.sitting_id FROM sitting_items si JOIN question_versions v ON v.id = si.version_id
                     WHERE si.question_id = ${questionId} AND v.version < ${current.version})
        AND s.paper_id IS NOT NULL
      ORDER BY s.id FOR UPDATE OF s`;
  }
  const items = await client.$queryRaw<ItemRow[]>`
    SELECT si.sitting_id, si.number, si.answer, si.correct, si.correct_key, si.option_order, v.options AS shown_options,
           (s.submitted_at IS NOT NULL) AS submitted
    FROM sitting_items si
    JOIN question_versions v ON v.id = si.version_id
    JOIN sittings s ON s.id = si.sitting_id
    WHERE si.question_id = ${questionId} AND v.version < ${current.version} AND s.paper_id IS NOT NULL
    ORDER BY si.sitting_id, si.number`;

  const changed = new Map<string, RegradeItem[]>();
  const inProgress: { sittingId: string; item: RegradeItem }[] = [];
  let unmatched = 0;
  for (const row of items) {
    const key = keyOnShownPaper(
      { options: current.options, answerIndex: current.answer_index },
      { options: row.shown_options, optionOrder: row.option_order },
    );
    if (key === null) {
      unmatched += 1;
      continue;
    }
    if (key === row.correct_key) continue;
    const item: RegradeItem = {
      number: row.number,
      answer: row.answer,
      before: { correct_key: row.correct_key, correct: row.correct },
      after: { correct_key: key, correct: row.answer !== null && row.answer === key },
    };
    if (!row.submitted) inProgress.push({ sittingId: row.sitting_id, item });
    else changed.set(row.sitting_id, [...(changed.get(row.sitting_id) ?? []), item]);
  }

  const sittingIds = [...changed.keys()];
  const changes: RegradeChange[] = [];
  const results = new Map<
    string,
    { total: number; max: number; subjects: unknown; topics: unknown; result: unknown }
  >();
  if (sittingIds.length > 0) {
    const sittings = await client.$queryRaw<SittingRow[]>`
      SELECT s.id, s.subjects, s.total_score, s.result, p.scoring::text AS scoring
      FROM sittings s JOIN papers p ON p.id = s.paper_id WHERE s.id = ANY(${sittingIds}::text[]) ORDER BY s.id`;
    const marks = await client.$queryRaw<MarkRow[]>`
      SELECT si.sitting_id, si.number, si.subject, si.correct, t.name AS topic
      FROM sitting_items si JOIN questions q ON q.id = si.question_id LEFT JOIN topics t ON t.id = q.topic_id
      WHERE si.sitting_id = ANY(${sittingIds}::text[]) ORDER BY si.sitting_id, si.number`;
    for (const sitting of sittings) {
      const fixes = new Map(changed.get(sitting.id)!.map((item) => [item.number, item.after.correct]));
      const marked: MarkedItem[] = marks
        .filter((m) => m.sitting_id === sitting.id)
        .map((m) => ({ subject: m.subject, topic: m.topic, correct: fixes.get(m.number) ?? m.correct === true }));
      let score;
      try {
        score = scorePaper(sitting.scoring, sitting.subjects, marked);
      } catch {
        throw new AppError("conflict", `Sitting ${sitting.id} has items outside its subjects and cannot be rescored`);
      }
      changes.push({
        sitting_id: sitting.id,
        before: sitting.total_score,
        after: score.total,
        items: changed.get(sitting.id)!,
      });
      results.set(sitting.id, {
        total: score.total,
        max: score.max,
        subjects: score.subjects,
        topics: score.topics,
        result: sitting.result,
      });
    }
  }
  return { version: current.version, changes, results, inProgress, unmatched };
}

async function apply(tx: Tx, p: Awaited<ReturnType<typeof plan>>) {
  const items = [
    ...p.changes.flatMap((c) => c.items.map((item) => ({ sittingId: c.sitting_id, item }))),
    ...p.inProgress,
  ];
  for (const { sittingId, item } of items) {
    await tx.sittingItem.update({
      where: { sittingId_number: { sittingId, number: item.number } },
      data: { correctKey: item.after.correct_key, correct: item.after.correct },
      select: { number: true },
    });
  }
  for (const change of p.changes) {
    const { total, max, subjects, topics, result } = p.results.get(change.sitting_id)!;
    const kept =
      typeof result === "object" && result !== null && !Array.isArray(result)
        ? result
        : { sitting_id: change.sitting_id };
    await tx.sitting.update({
      where: { id: change.sitting_id },
      data: { totalScore: total, result: { ...kept, total, max, subjects, topics } as Prisma.InputJsonValue },
      select: { id: true },
    });
  }
}

export async function regradeQuestion(tutorId: string, questionId: string, dryRun: boolean): Promise<RegradeResult> {
  const own = await db.question.findFirst({ where: ownQuestionWhere(tutorId, questionId), select: { id: true } });
  if (!own) throw notFound("Question");
  const p = dryRun
    ? await plan(db, questionId, false)
    : await db.$transaction(
        async (tx) => {
          const planned = await plan(tx, questionId, true);
          await apply(tx, planned);
          return planned;
        },
        { timeout: 60_000 },
      );
  return {
    dry_run: dryRun,
    question_id: questionId,
    version: p.version,
    sittings: p.changes.length,
    changes: p.changes,
    in_progress_items: p.inProgress.length,
    unmatched_items: p.unmatched,
  };
}
