// Run by prisma/seed-study.ts in a process of its own, started with `--conditions=react-server`,
// so the exam engine's and the study loop's modules (marked `server-only`) load as they do in the
// app and write through server/db.ts. It loads them and connects while the rest of the seed runs,
// then reads one line on stdin, { studentId, now }, or nothing (exit at once).
//
// The demo student sits two UTME papers a week apart, answering as prisma/seed-data/demo-student.ts
// says, through the engine's own functions: start (a seeded draw, a clock in the past), saves as
// a phone sends them, submit before the deadline. The submit writes the evidence, the mistakes
// deck and the result, as it does for any student. Between and after the papers they review a few
// cards on four days, and the predicted score is read after each of those days, so its trend has
// points. Prints one line of JSON: what was made.
import readline from "node:readline";
import { optionKeys, seededRandom } from "../lib/exam/draw";
import { lagosDay, lagosDayBounds } from "../lib/study/review-days";
import { DEMO_UTME_SUBJECTS, demoAnswer, demoReview, type DemoItem } from "./seed-data/demo-student";

const { db } = await import("../server/db");
const { startSitting } = await import("../server/exam/start-sitting");
const { saveSittingAnswers } = await import("../server/exam/sitting-answers");
const { submitSitting } = await import("../server/exam/submit-sitting");
const { paperById } = await import("../server/exam/papers");
const { deckSummary } = await import("../server/study/deck");
const { rateCard } = await import("../server/study/rate-card");
const { currentQuestions, keyOf, keysOf } = await import("../server/study/review-content");
const { predictUtme } = await import("../server/study/prediction");
await db.$queryRaw`SELECT 1`;

async function firstLine(): Promise<string | null> {
  for await (const line of readline.createInterface({ input: process.stdin })) return line;
  return null;
}
const job = await firstLine();
if (!job) process.exit(0);
const { studentId, now: nowIso } = JSON.parse(job) as { studentId: string; now: string };
const now = new Date(nowIso);

const PAPER = "utme";
const MINUTE = 60_000;

/** hh:mm in Lagos (WAT, UTC+1), `daysAgo` days before the seed's day. */
function lagosTime(daysAgo: number, hh: number, mm = 0): Date {
  const midnightUtc = Date.parse(`${lagosDay(now)}T00:00:00Z`) - daysAgo * 86_400_000;
  return new Date(midnightUtc + ((hh - 1) * 60 + mm) * MINUTE);
}

type ItemRow = {
  question_id: string;
  subject: string;
  correct_key: string;
  difficulty: DemoItem["difficulty"];
  topic: string;
};

/** One paper, sat from `start`: answers saved subject by subject, submitted 105 minutes in. */
async function sitPaper(paper: number, start: Date, seed: number) {
  const random = seededRandom(seed);
  const letters = optionKeys((await paperById(PAPER)).options);
  const { sitting } = await startSitting(
    studentId,
    PAPER,
    { mode: "exam", subjects: [...DEMO_UTME_SUBJECTS] },
    start,
    random,
  );
  const items = await db.$queryRaw<ItemRow[]>`
    SELECT si.question_id, si.subject, si.correct_key, q.difficulty::text AS difficulty, t.name AS topic
    FROM sitting_items si JOIN questions q ON q.id = si.question_id JOIN topics t ON t.id = q.topic_id
    WHERE si.sitting_id = ${sitting.id} ORDER BY si.number`;
  const flags: string[] = [];
  const timeSpent: Record<string, number> = {};
  // English for 40 minutes, then each elective for about 20, saved as each subject is done. They
  // work through every question (each one opened), leaving a few blank.
  let at = start.getTime();
  for (const subject of DEMO_UTME_SUBJECTS) {
    const answers: Record<string, string> = {};
    const opened = items.filter((i) => i.subject === subject).map((i) => i.question_id);
    for (const item of items.filter((i) => i.subject === subject)) {
      const answer = demoAnswer(
        { subject, topic: item.topic, difficulty: item.difficulty, key: item.correct_key, letters },
        paper,
        random,
      );
      if (answer.answer) answers[item.question_id] = answer.answer;
      if (answer.flagged) flags.push(item.question_id);
    }
    const minutes = subject === "English" ? 40 : 20;
    at += minutes * MINUTE;
    timeSpent[subject] = minutes * 60;
    await saveSittingAnswers(
      studentId,
      sitting.id,
      { answers, flags, opened, time_spent: { ...timeSpent } },
      new Date(at),
    );
  }
  const result = await submitSitting(studentId, sitting.id, new Date(start.getTime() + 105 * MINUTE));
  return { id: sitting.id, total: result.total, answered: result.answered, flags: flags.length };
}

/**
 * The first `count` cards due at `at` (the oldest due, then by question: the same cards on every
 * run), answered and rated as the demo student would.
 */
async function review(at: Date, count: number, paper: number, seed: number): Promise<number> {
  const random = seededRandom(seed);
  const cards = await db.$queryRaw<{ id: string; question_id: string }[]>`
    SELECT c.id, c.question_id FROM review_cards c JOIN questions q ON q.id = c.question_id
    WHERE c.student_id = ${studentId} AND c.due < ${lagosDayBounds(at).end}
    ORDER BY c.due, q.slug LIMIT ${count}`;
  const questions = await currentQuestions(cards.map((c) => c.question_id));
  for (const card of cards) {
    const q = questions.get(card.question_id)!;
    const item: DemoItem = {
      subject: q.subject ?? "",
      topic: q.topic ?? "",
      difficulty: q.difficulty,
      key: keyOf(q),
      letters: keysOf(q),
    };
    const { answer, rating } = demoReview(item, paper, random);
    await rateCard(studentId, card.id, { rating, answer }, at);
  }
  return cards.length;
}

const predictions: number[] = [];
async function predict(at: Date) {
  const p = await predictUtme(studentId, at);
  if (p.utme) predictions.push(p.utme.total);
}

const first = await sitPaper(0, lagosTime(9, 9), 2026_11_01);
await predict(lagosTime(9, 11, 30));
let reviews = await review(lagosTime(8, 18), 6, 0, 81);
await predict(lagosTime(8, 18, 30));
reviews += await review(lagosTime(7, 19), 5, 0, 71);
await predict(lagosTime(7, 19, 30));
const second = await sitPaper(1, lagosTime(2, 9), 2026_11_15);
await predict(lagosTime(2, 11, 30));
reviews += await review(lagosTime(2, 19), 5, 1, 21);
await predict(lagosTime(2, 19, 30));
reviews += await review(lagosTime(1, 19), 6, 1, 11);
await predict(lagosTime(1, 19, 30));

const deck = await deckSummary(studentId, now);
console.log(
  JSON.stringify({
    sittings: [first, second],
    reviews,
    predictions,
    due_today: deck.due_count,
    streak_days: deck.streak_days,
  }),
);
process.exit(0);
