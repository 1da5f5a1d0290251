import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as drillRoute } from "@/app/api/me/drills/route";
import { GET as predictionRoute } from "@/app/api/me/prediction/route";
import { POST as startRoute } from "@/app/api/papers/[id]/sittings/route";
import { PUT as answersRoute } from "@/app/api/sittings/[id]/answers/route";
import { POST as submitRoute } from "@/app/api/sittings/[id]/submit/route";
import { aggregateEvidence, type RawAnswer } from "@/lib/study/predict-evidence";
import { evidenceCells, predictionTrend, predictUtme } from "@/server/study/prediction";
import { call, newStudent, openDb, newTutor } from "../../support/api";

// GET /api/me/prediction against the seeded bank: no prediction without evidence (and what is
// missing), a prediction once four subjects have enough, one snapshot a day, and the SQL
// aggregation of the evidence equal to the pure one the unit tests pin down.

const db = openDb();
afterAll(() => db.$disconnect());

/** A bank question, with its topic's id and slug. */
type BankQuestion = {
  id: string;
  subject: string;
  topicId: string;
  topic: string;
  difficulty: "easy" | "medium" | "hard";
};
let bank: Map<string, BankQuestion[]>;

beforeAll(async () => {
  const rows = await db.$queryRaw<
    { id: string; subject: string; topic_id: string; topic: string; difficulty: "easy" | "medium" | "hard" }[]
  >`
    SELECT q.id, q.subject, q.topic_id, t.slug AS topic, q.difficulty::text AS difficulty
    FROM questions q JOIN topics t ON t.id = q.topic_id
    WHERE q.quiz_id IS NULL AND q.owner_id IS NULL AND q.status = 'active' AND 'UTME' = ANY(q.exams) AND cardinality(q.options) = 4
    ORDER BY q.slug`;
  bank = new Map();
  for (const r of rows)
    bank.set(r.subject, [
      ...(bank.get(r.subject) ?? []),
      { id: r.id, subject: r.subject, topicId: r.topic_id, topic: r.topic, difficulty: r.difficulty },
    ]);
});

const DAY = 86_400_000;

/** `count` answers to a subject's bank questions, right when i % 5 < rightOfFive, `daysAgo` before `now`. */
async function practise(
  studentId: string,
  subject: string,
  count: number,
  rightOfFive: number,
  now: Date,
  daysAgo = 1,
) {
  const questions = bank.get(subject)!.slice(0, count);
  expect(questions).toHaveLength(count);
  const sourceId = `drill-${randomUUID()}`;
  await db.answerEvent.createMany({
    data: questions.map((q, i) => ({
      studentId,
      questionId: q.id,
      topicId: q.topicId,
      subject,
      correct: i % 5 < rightOfFive,
      answered: true,
      difficulty: q.difficulty,
      source: "drill" as const,
      sourceId,
      answeredAt: new Date(now.getTime() - daysAgo * DAY + i * 1000),
    })),
  });
}

describe("GET /api/me/prediction", () => {
  it("asks who you are, and is for students only", async () => {
    expect((await call(predictionRoute)).status).toBe(401);
    const tutor = await newTutor();
    const res = await call(predictionRoute, { token: tutor.token });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("forbidden");
  });

  it("says exactly what a new student is missing", async () => {
    const student = await newStudent("prediction-new");
    const res = await call(predictionRoute, { token: student.token });
    expect(res.status).toBe(200);
    // The electives in the paper's order (the bank grows: they are read, not restated).
    const utme = await db.paper.findUniqueOrThrow({ where: { id: "utme" } });
    const electives = (utme.sections as { subject: string }[])
      .map((s) => s.subject)
      .filter((s) => !utme.required.includes(s));
    const which = `${electives.slice(0, -1).join(", ")} or ${electives.at(-1)}`;
    expect(res.body).toEqual({
      utme: null,
      missing: `Answer at least 30 more English questions and 30 questions in each of three more UTME subjects (${which}), or sit a full UTME paper and answer its questions.`,
      evidence: [{ subject: "English", answers: 0, needed: 30 }],
      trend: [],
    });
    expect(await db.predictionSnapshot.count({ where: { studentId: student.id } })).toBe(0);
  });

  it("names the subjects still short once some are practised", async () => {
    const student = await newStudent("prediction-short");
    const now = new Date();
    await practise(student.id, "English", 40, 3, now);
    await practise(student.id, "Physics", 40, 3, now);
    await practise(student.id, "Chemistry", 18, 3, now);
    await practise(student.id, "Mathematics", 30, 3, now);
    const res = await call(predictionRoute, { token: student.token });
    expect(res.body.utme).toBeNull();
    expect(res.body.missing).toBe(
      "Answer at least 12 more Chemistry questions, or sit a full UTME paper and answer its questions.",
    );
  });

  it("predicts once four subjects have enough answers, and keeps one snapshot a day", async () => {
    const student = await newStudent("prediction-four");
    const now = new Date();
    for (const subject of ["English", "Mathematics", "Physics", "Chemistry"])
      await practise(student.id, subject, 40, 3, now);
    const res = await call(predictionRoute, { token: student.token });
    expect(res.status).toBe(200);
    const utme = res.body.utme;
    expect(utme.subjects.map((s: { subject: string }) => s.subject)).toEqual([
      "English",
      "Mathematics",
      "Physics",
      "Chemistry",
    ]);
    expect(utme.low).toBeLessThanOrEqual(utme.total);
    expect(utme.total).toBeLessThanOrEqual(utme.high);
    expect(utme.low).toBeGreaterThanOrEqual(0);
    expect(utme.high).toBeLessThanOrEqual(400);
    expect(utme.total).toBe(utme.subjects.reduce((s: number, x: { score: number }) => s + x.score, 0));
    for (const s of utme.subjects) {
      expect(s.score).toBeGreaterThanOrEqual(0);
      expect(s.score).toBeLessThanOrEqual(100);
      expect(s.low).toBeLessThanOrEqual(s.score);
      expect(s.high).toBeGreaterThanOrEqual(s.score);
      expect(s.answers).toBe(40);
    }
    expect(utme.explanation).toMatch(/^Based on 160 answers over one day, /);
    expect(utme.based_on).toEqual({ answers: 160, days: 1, utme_sittings: 0 });
    expect(res.body.trend).toHaveLength(1);
    expect(res.body.trend[0]).toMatchObject({ total: utme.total, low: utme.low, high: utme.high });

    // The same day: no second snapshot, whatever the prediction.
    await practise(student.id, "Physics", 40, 5, now, 0.5);
    await call(predictionRoute, { token: student.token });
    expect(await db.predictionSnapshot.count({ where: { studentId: student.id } })).toBe(1);

    // The next day, a changed prediction is kept; asked again that day, nothing more.
    const tomorrow = new Date(now.getTime() + DAY);
    const later = await predictUtme(student.id, tomorrow);
    expect(later.utme?.subjects.find((s) => s.subject === "Physics")!.score).toBeGreaterThan(utme.subjects[2].score);
    await predictUtme(student.id, new Date(tomorrow.getTime() + 60_000));
    const snapshots = await db.predictionSnapshot.findMany({
      where: { studentId: student.id },
      orderBy: { createdAt: "asc" },
    });
    expect(snapshots).toHaveLength(2);
    expect(snapshots[1]).toMatchObject({ total: later.utme!.total, low: later.utme!.low, high: later.utme!.high });
    expect(snapshots[1]!.subjects).toEqual(later.utme!.subjects.map((s) => ({ subject: s.subject, score: s.score })));

    const trend = await predictionTrend(student.id);
    expect(trend.map((t) => t.total)).toEqual(snapshots.map((s) => s.total));
    expect(trend[0]!.at < trend[1]!.at).toBe(true);
  });

  it("keeps no snapshot when the prediction has not moved since the last one", async () => {
    const student = await newStudent("prediction-same");
    const now = new Date();
    for (const subject of ["English", "Biology", "Economics", "Government"])
      await practise(student.id, subject, 35, 2, now);
    const first = await predictUtme(student.id, now);
    expect(first.utme).not.toBeNull();
    // Move the one snapshot back a day: the same prediction today adds nothing.
    await db.predictionSnapshot.updateMany({
      where: { studentId: student.id },
      data: { createdAt: new Date(now.getTime() - DAY) },
    });
    await predictUtme(student.id, now);
    expect(await db.predictionSnapshot.count({ where: { studentId: student.id } })).toBe(1);
  });

  it("takes the combination of a UTME sitting submitted through the routes, and counts it; a drill after it does not change it", async () => {
    const student = await newStudent("prediction-sitting");
    const subjects = ["English", "Biology", "Economics", "Government"];
    const start = await call(startRoute, {
      method: "POST",
      token: student.token,
      params: { id: "utme" },
      body: { mode: "exam", subjects },
    });
    expect(start.status).toBe(201);
    const sittingId = start.body.sitting.id as string;
    const items = await db.sittingItem.findMany({ where: { sittingId }, orderBy: { number: "asc" } });
    const answers = Object.fromEntries(
      items.map((item, i) => [
        item.questionId,
        i % 3 === 0 ? "ABCD".replace(item.correctKey, "")[0]! : item.correctKey,
      ]),
    );
    expect(
      (await call(answersRoute, { method: "PUT", token: student.token, params: { id: sittingId }, body: { answers } }))
        .status,
    ).toBe(200);
    expect((await call(submitRoute, { method: "POST", token: student.token, params: { id: sittingId } })).status).toBe(
      200,
    );

    // A topic drill afterwards: its answers count once, and it is not the student's combination.
    const topic = await db.$queryRaw<{ topic_id: string }[]>`
      SELECT q.topic_id FROM questions q WHERE q.subject = 'English' AND q.topic_id IS NOT NULL
        AND q.quiz_id IS NULL AND q.owner_id IS NULL AND q.status = 'active' AND 'UTME' = ANY(q.exams)
      GROUP BY q.topic_id HAVING count(*) >= 10 ORDER BY q.topic_id LIMIT 1`;
    const drill = await call(drillRoute, {
      method: "POST",
      token: student.token,
      body: { topic_id: topic[0]!.topic_id },
    });
    expect(drill.status, JSON.stringify(drill.body)).toBe(201);
    const drillId = drill.body.sitting.id as string;
    const drillItems = await db.sittingItem.findMany({ where: { sittingId: drillId }, orderBy: { number: "asc" } });
    const drilled = Object.fromEntries(drillItems.slice(0, 5).map((item) => [item.questionId, item.correctKey]));
    await call(answersRoute, {
      method: "PUT",
      token: student.token,
      params: { id: drillId },
      body: { answers: drilled },
    });
    expect((await call(submitRoute, { method: "POST", token: student.token, params: { id: drillId } })).status).toBe(
      200,
    );

    const res = await call(predictionRoute, { token: student.token });
    const utme = res.body.utme;
    expect(utme.subjects.map((s: { subject: string }) => s.subject)).toEqual(subjects);
    expect(utme.based_on).toMatchObject({ answers: 185, utme_sittings: 1 });
    expect(utme.explanation).toContain("and your UTME sitting");
    // Two thirds right on a section: the prediction sits near 67 per subject.
    for (const s of utme.subjects) expect(Math.abs(s.score - 67)).toBeLessThanOrEqual(12);
  });

  it("uses a UTME sitting's stored scores when its answers were never recorded", async () => {
    const student = await newStudent("prediction-result");
    const submittedAt = new Date(Date.now() - 3 * DAY);
    const subjects = ["English", "Mathematics", "Physics", "Biology"];
    const scores = [
      { subject: "English", correct: 30, questions: 60 },
      { subject: "Mathematics", correct: 20, questions: 40 },
      { subject: "Physics", correct: 20, questions: 40 },
      { subject: "Biology", correct: 20, questions: 40 },
    ];
    await db.sitting.create({
      data: {
        studentId: student.id,
        paperId: "utme",
        mode: "exam",
        subjects,
        startedAt: new Date(submittedAt.getTime() - 7200_000),
        submittedAt,
        maxScore: 400,
        totalScore: 200,
        result: { total: 200, max: 400, subjects: scores.map((s) => ({ ...s, score: 50, max: 100 })), topics: [] },
      },
    });
    const res = await call(predictionRoute, { token: student.token });
    expect(res.body.utme.subjects.map((s: { subject: string }) => s.subject)).toEqual(subjects);
    expect(res.body.utme.based_on).toMatchObject({ answers: 180, utme_sittings: 1 });
    expect(Math.abs(res.body.utme.total - 200)).toBeLessThanOrEqual(40);
  });
});

describe("the evidence query", () => {
  it("aggregates answer_events in SQL exactly as aggregateEvidence does in memory", async () => {
    const student = await newStudent("prediction-sql");
    const now = new Date("2026-06-01T12:00:00.000Z");
    const examSitting = await db.sitting.create({
      data: {
        studentId: student.id,
        paperId: "utme",
        mode: "exam",
        subjects: ["English", "Physics"],
        maxScore: 400,
        submittedAt: new Date(now.getTime() - 5 * DAY),
      },
    });
    const practiceSitting = await db.sitting.create({
      data: {
        studentId: student.id,
        paperId: "utme",
        mode: "practice",
        subjects: ["English", "Physics"],
        maxScore: 400,
        submittedAt: new Date(now.getTime() - 9 * DAY),
      },
    });
    const physics = bank.get("Physics")!;
    const english = bank.get("English")!;
    const raw: RawAnswer[] = [];
    const add = (q: BankQuestion, extra: Partial<RawAnswer> & Pick<RawAnswer, "source" | "sourceId" | "answeredAt">) =>
      raw.push({
        id: randomUUID(),
        questionId: q.id,
        subject: q.subject,
        topic: q.topic,
        difficulty: q.difficulty,
        correct: true,
        answered: true,
        examMode: false,
        ...extra,
      });
    // A drill, the same questions again later, reviews, an exam sitting with blanks, an
    // abandoned practice sitting, and answers too old or not yet given.
    physics.slice(0, 12).forEach((q, i) =>
      add(q, {
        source: "drill",
        sourceId: "d1",
        answeredAt: new Date(now.getTime() - 20 * DAY + i),
        correct: i % 2 === 0,
      }),
    );
    physics.slice(0, 6).forEach((q, i) =>
      add(q, {
        source: "drill",
        sourceId: "d2",
        answeredAt: new Date(now.getTime() - 2 * DAY + i),
        correct: i % 3 !== 0,
      }),
    );
    physics
      .slice(6, 9)
      .forEach((q, i) =>
        add(q, { source: "review", sourceId: `r${i}`, answeredAt: new Date(now.getTime() - DAY + i), correct: true }),
      );
    english.slice(0, 10).forEach((q, i) =>
      add(q, {
        source: "sitting",
        sourceId: examSitting.id,
        examMode: true,
        answeredAt: new Date(now.getTime() - 5 * DAY),
        correct: i < 4,
        answered: i < 7,
      }),
    );
    physics.slice(20, 30).forEach((q, i) =>
      add(q, {
        source: "sitting",
        sourceId: practiceSitting.id,
        answeredAt: new Date(now.getTime() - 9 * DAY),
        correct: i < 2,
        answered: i < 3,
      }),
    );
    english
      .slice(10, 14)
      .forEach((q, i) =>
        add(q, { source: "quiz", sourceId: "old", answeredAt: new Date(now.getTime() - 200 * DAY + i) }),
      );
    english
      .slice(14, 16)
      .forEach((q, i) => add(q, { source: "quiz", sourceId: "future", answeredAt: new Date(now.getTime() + DAY + i) }));

    const topicOf = new Map([...physics, ...english].map((q) => [q.id, q]));
    await db.answerEvent.createMany({
      data: raw.map((a) => ({
        id: a.id,
        studentId: student.id,
        questionId: a.questionId,
        topicId: topicOf.get(a.questionId)!.topicId,
        subject: a.subject,
        correct: a.correct,
        answered: a.answered,
        difficulty: a.difficulty,
        source: a.source,
        sourceId: a.sourceId,
        answeredAt: a.answeredAt,
      })),
    });

    const fromSql = await evidenceCells(student.id, now);
    const inMemory = aggregateEvidence(raw, now);
    const key = (c: {
      subject: string;
      topic: string | null;
      difficulty: string;
      exam: boolean;
      exposure: string;
      age: number;
    }) => `${c.subject}|${c.topic}|${c.difficulty}|${c.exam}|${c.exposure}|${Math.floor(c.age / 7)}`;
    const sort = <T extends Parameters<typeof key>[0]>(cells: T[]) =>
      [...cells].sort((a, b) => key(a).localeCompare(key(b)));
    const sql = sort(fromSql.cells);
    const memory = sort(inMemory.cells);
    expect(sql.map(key)).toEqual(memory.map(key));
    sql.forEach((c, i) => {
      const m = memory[i]!;
      expect(c.answers).toBe(m.answers);
      expect(c.weight).toBeCloseTo(m.weight, 9);
      expect(c.correct).toBeCloseTo(m.correct, 9);
      expect(c.age).toBeCloseTo(m.age, 6);
    });
    expect(fromSql.answers).toBe(inMemory.answers);
    expect(fromSql.firstAnsweredAt).toEqual(inMemory.firstAnsweredAt);
    // What the fixture meant to cover is there.
    expect(new Set(sql.map((c) => c.exposure))).toEqual(new Set(["fresh", "repeat", "review"]));
    expect(sql.some((c) => c.exam)).toBe(true);
    // The sittings' blanks (3 and 7) are not answers.
    expect(fromSql.answers).toBe(12 + 6 + 3 + 7 + 3);
  });
});
