// The migration that moved course quiz attempts into sittings (prisma/migrations/
// 20261205034647_quiz_attempts_into_sittings): quiz attempts written in the old table, the
// migration run over them, and every attempt, score and review read back, through the app.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { provisionTestDatabase } from "../support/test-database";

const MIGRATION = "20261205034647_quiz_attempts_into_sittings";
const migrationsDir = path.join(process.cwd(), "prisma/migrations");
const migrationSql = (name: string) => fs.readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8");
const before = fs
  .readdirSync(migrationsDir)
  .filter((d) => fs.existsSync(path.join(migrationsDir, d, "migration.sql")) && d < MIGRATION)
  .sort();

// A database of this file's own: the app modules below read it. It is migrated in full and
// then emptied of its schema, so it can be built again up to the migration before this one.
const shared = process.env.DATABASE_URL;
const database = await provisionTestDatabase("quiz_migration");
process.env.DATABASE_URL = database.url;
const client = new pg.Client({ connectionString: database.url });
await client.connect();
afterAll(async () => {
  await client.end();
  process.env.DATABASE_URL = shared;
  await database.drop();
});
await client.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public");
for (const name of before) await client.query(migrationSql(name));

const t = (iso: string) => new Date(iso);
const ids = {
  tutor: "mig-tutor",
  student: "mig-student",
  quiz: "mig-quiz",
  untimed: "mig-untimed",
  q: ["mig-q1", "mig-q2", "mig-q3"],
  u: "mig-u1",
  submitted: "mig-attempt-1",
  late: "mig-attempt-2",
  open: "mig-attempt-3",
  untimedAttempt: "mig-attempt-4",
};

// The old shape: answers { "<question>": { index, saved_at } }, a deadline with its 60 s grace.
await client.query(
  `INSERT INTO users (id, role, email, password_hash, first_name, last_name, display_name, email_verified_at, updated_at)
   VALUES ($1, 'tutor', 'mig-tutor@example.com', 'x', 'Tolu', 'Ade', 'Tolu A.', now(), now()),
          ($2, 'student', 'mig-student@example.com', 'x', 'Ada', 'Okeke', 'Ada O.', now(), now())`,
  [ids.tutor, ids.student],
);
await client.query(
  `INSERT INTO quizzes (id, title, category, difficulty, tutor_id, time_limit, max_attempts, status, updated_at)
   VALUES ($1, 'Fractions', 'Mathematics', 'easy', $3, 10, 3, 'published', now()),
          ($2, 'Untimed', 'Physics', 'easy', $3, NULL, NULL, 'published', now())`,
  [ids.quiz, ids.untimed, ids.tutor],
);
await client.query(
  `INSERT INTO questions (id, quiz_id, position, question, options, correct_index, explanation, owner_id, subject)
   VALUES ($1, $5, 1, 'Half of 4?', ARRAY['1','2','3','4'], 1, 'Two.', $6, 'Mathematics'),
          ($2, $5, 2, 'Third of 9?', ARRAY['3','6','9'], 0, 'Three.', $6, 'Mathematics'),
          ($3, $5, 3, 'Quarter of 8?', ARRAY['4','3','2','1'], 2, 'Two.', $6, 'Mathematics'),
          ($4, $7, 1, 'Unit of force?', ARRAY['Newton','Joule'], 0, 'N.', $6, 'Physics')`,
  [...ids.q, ids.u, ids.quiz, ids.tutor, ids.untimed],
);
const saved = (index: number, at: string) => ({ index, saved_at: at });
const attempts = [
  // Submitted: two right of three, the third answer saved after the deadline (never counted).
  {
    id: ids.submitted,
    quiz: ids.quiz,
    number: 1,
    started: "2026-11-01T08:00:00.000Z",
    expires: "2026-11-01T08:11:00.000Z",
    submitted: "2026-11-01T08:09:30.000Z",
    answers: {
      [ids.q[0]!]: saved(1, "2026-11-01T08:01:00.000Z"),
      [ids.q[1]!]: saved(0, "2026-11-01T08:02:00.000Z"),
      [ids.q[2]!]: saved(0, "2026-11-01T08:12:00.000Z"),
    },
    score: 67,
    correct: 2,
    passed: false,
    taken: 10,
    auto: false,
  },
  // Submitted by the sweep at its expiry: all right.
  {
    id: ids.late,
    quiz: ids.quiz,
    number: 2,
    started: "2026-11-02T08:00:00.000Z",
    expires: "2026-11-02T08:11:00.000Z",
    submitted: "2026-11-02T08:11:00.000Z",
    answers: {
      [ids.q[0]!]: saved(1, "2026-11-02T08:01:00.000Z"),
      [ids.q[1]!]: saved(0, "2026-11-02T08:02:00.000Z"),
      [ids.q[2]!]: saved(2, "2026-11-02T08:03:00.000Z"),
    },
    score: 100,
    correct: 3,
    passed: true,
    taken: 11,
    auto: true,
  },
  // Still open, one answer saved.
  {
    id: ids.open,
    quiz: ids.quiz,
    number: 3,
    started: "2099-01-01T08:00:00.000Z",
    expires: "2099-01-01T08:11:00.000Z",
    submitted: null,
    answers: { [ids.q[1]!]: saved(2, "2099-01-01T08:01:00.000Z") },
    score: null,
    correct: null,
    passed: null,
    taken: null,
    auto: false,
  },
  {
    id: ids.untimedAttempt,
    quiz: ids.untimed,
    number: 1,
    started: "2026-11-03T08:00:00.000Z",
    expires: null,
    submitted: "2026-11-03T08:04:00.000Z",
    answers: { [ids.u]: saved(1, "2026-11-03T08:01:00.000Z") },
    score: 0,
    correct: 0,
    passed: false,
    taken: 4,
    auto: false,
  },
];
for (const a of attempts) {
  await client.query(
    `INSERT INTO quiz_attempts (id, student_id, quiz_id, attempt_number, started_at, expires_at, submitted_at, answers,
       score, correct_answers, total_questions, time_taken, passed, auto_submitted)
     VALUES ($1, $2, $3, $4, $5::timestamp, $6::timestamp, $7::timestamp, $8::jsonb, $9, $10, $11, $12, $13, $14)`,
    [
      a.id,
      ids.student,
      a.quiz,
      a.number,
      a.started,
      a.expires,
      a.submitted,
      JSON.stringify(a.answers),
      a.score,
      a.correct,
      a.quiz === ids.quiz ? 3 : 1,
      a.taken,
      a.passed,
      a.auto,
    ],
  );
}
await client.query(migrationSql(MIGRATION));

const { myAttempts, myResults, getAttemptResult } = await import("@/server/quizzes/results");
const { startAttempt } = await import("@/server/quizzes/attempts");
const student = { id: ids.student, emailVerifiedAt: new Date("2026-10-01T00:00:00.000Z") };

describe(`migration ${MIGRATION}`, () => {
  it("keeps every attempt as a sitting of its quiz: its id, number, clock, score, correct count, pass and time", async () => {
    const { rows } = await client.query(
      `SELECT id, quiz_id, paper_id, attempt_number, started_at, expires_at, submitted_at, total_score, max_score,
              correct_count, question_count, passed, time_taken, auto_submitted, answers
       FROM sittings ORDER BY id`,
    );
    expect(rows).toHaveLength(attempts.length);
    for (const a of attempts) {
      const row = rows.find((r) => r.id === a.id)!;
      expect(row).toMatchObject({
        quiz_id: a.quiz,
        paper_id: null,
        attempt_number: a.number,
        total_score: a.score,
        max_score: 100,
        correct_count: a.correct,
        question_count: a.quiz === ids.quiz ? 3 : 1,
        passed: a.passed,
        time_taken: a.taken,
        auto_submitted: a.auto,
      });
      // pg reads a timestamp without zone as local time: compare wall clocks.
      const wall = (d: Date | null) => d && new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString();
      expect(wall(row.started_at)).toBe(a.started);
      expect(wall(row.submitted_at)).toBe(a.submitted);
      // The sitting's deadline is without the 60 s grace.
      expect(wall(row.expires_at)).toBe(a.expires && new Date(t(a.expires).getTime() - 60_000).toISOString());
    }
    // Letters; the answer saved after the deadline is gone, as it never counted.
    expect(rows.find((r) => r.id === ids.submitted)!.answers).toEqual({ [ids.q[0]!]: "B", [ids.q[1]!]: "A" });
    expect(rows.find((r) => r.id === ids.open)!.answers).toEqual({ [ids.q[1]!]: "C" });
    expect((await client.query("SELECT to_regclass('quiz_attempts') AS t")).rows[0].t).toBeNull();
  });

  it("gives each attempt one item per question in its position, marked once submitted", async () => {
    const { rows } = await client.query(
      `SELECT si.sitting_id, si.number, si.question_id, si.option_order, si.correct_key, si.answer, si.correct,
              v.version, v.text
       FROM sitting_items si JOIN question_versions v ON v.id = si.version_id
       WHERE si.sitting_id = ANY($1::text[]) ORDER BY si.sitting_id, si.number`,
      [[ids.submitted, ids.open]],
    );
    expect(
      rows
        .filter((r) => r.sitting_id === ids.submitted)
        .map((r) => [r.question_id, r.correct_key, r.answer, r.correct]),
    ).toEqual([
      [ids.q[0], "B", "B", true],
      [ids.q[1], "A", "A", true],
      [ids.q[2], "C", null, false],
    ]);
    expect(rows.filter((r) => r.sitting_id === ids.open).map((r) => [r.number, r.answer, r.correct])).toEqual([
      [1, null, null],
      [2, null, null],
      [3, null, null],
    ]);
    expect(rows[0]).toMatchObject({ option_order: [0, 1, 2, 3], version: 1, text: "Half of 4?" });
  });

  it("answers the results, the attempts list and each review as before", async () => {
    const review = await getAttemptResult(ids.student, ids.quiz, ids.submitted);
    expect(review.attempt).toMatchObject({
      id: ids.submitted,
      attempt_number: 1,
      score: 67,
      passed: false,
      correct_answers: 2,
      total_questions: 3,
      time_taken: 10,
      submitted_at: "2026-11-01T08:09:30.000Z",
      started_at: "2026-11-01T08:00:00.000Z",
      auto_submitted: false,
      key_revealed: true,
    });
    expect(review.attempt.questions.map((q) => [q.id, q.selected_answer, q.correct_answer, q.is_correct])).toEqual([
      [ids.q[0], 1, 1, true],
      [ids.q[1], 0, 0, true],
      [ids.q[2], null, 2, false],
    ]);
    expect(review.attempt.questions[0]).toMatchObject({
      question: "Half of 4?",
      options: ["1", "2", "3", "4"],
      explanation: "Two.",
    });

    const list = await myAttempts(ids.student, ids.quiz);
    expect(list.attempts.map((a) => [a.id, a.attempt_number, a.score, a.passed, a.auto_submitted])).toEqual([
      [ids.late, 2, 100, true, true],
      [ids.submitted, 1, 67, false, false],
    ]);
    const results = await myResults(ids.student);
    expect(results.map((r) => [r.id, r.quiz_id, r.score, r.time_taken])).toEqual([
      [ids.untimedAttempt, ids.untimed, 0, 4],
      [ids.late, ids.quiz, 100, 11],
      [ids.submitted, ids.quiz, 67, 10],
    ]);
  });

  it("resumes the open attempt with its saved answer and its deadline, and counts it towards max_attempts", async () => {
    const resumed = await startAttempt(student, ids.quiz, t("2099-01-01T08:05:00.000Z"));
    expect(resumed.attempt).toMatchObject({
      id: ids.open,
      attempt_number: 3,
      expires_at: "2099-01-01T08:11:00.000Z",
      answers: { [ids.q[1]!]: 2 },
      remaining_seconds: 300,
    });
    // Its time runs out: the third of three attempts is used, and is finished from its answer.
    await expect(startAttempt(student, ids.quiz, t("2099-01-01T08:12:00.000Z"))).rejects.toMatchObject({
      message: "Maximum attempts reached",
    });
    const finished = await getAttemptResult(ids.student, ids.quiz, ids.open);
    expect(finished.attempt).toMatchObject({ score: 0, correct_answers: 0, auto_submitted: true });
  });
});
