import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as masteryRoute } from "@/app/api/me/mastery/route";
import { POST as startRoute } from "@/app/api/papers/[id]/sittings/route";
import { PUT as answersRoute } from "@/app/api/sittings/[id]/answers/route";
import { POST as submitRoute } from "@/app/api/sittings/[id]/submit/route";
import { assessMastery, type Evidence } from "@/lib/study/mastery";
import { SUBJECTS } from "@/lib/subjects";
import { masteryForSubjects, studentMastery, type SubjectMastery } from "@/server/study/mastery";
import { call, newStudent, openDb, newTutor, type TestAccount } from "../../support/api";

// GET /api/me/mastery against real evidence: rows written straight into answer_events, and
// the ones a submitted sitting writes.

const db = openDb();
afterAll(() => db.$disconnect());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Leaf = { id: string; slug: string; name: string; parent: string | null; questionId: string };

/**
 * A subject's seeded leaf topics in syllabus order (parent's position, then the topic's), each
 * with one of its questions. Topics other tests add to the shared database have no seeded
 * questions and sort after the syllabus, so they are left out.
 */
async function leaves(subject: string): Promise<Leaf[]> {
  const topics = await db.topic.findMany({
    where: { subject },
    include: { parent: true, children: { select: { id: true } }, questions: { take: 1 } },
  });
  return topics
    .filter((t) => t.children.length === 0 && t.questions.length > 0 && (t.parent?.position ?? t.position) < 1000)
    .sort(
      (a, b) =>
        (a.parent?.position ?? a.position) - (b.parent?.position ?? b.position) ||
        (a.parent ? a.position : -1) - (b.parent ? b.position : -1),
    )
    .map((t) => ({
      id: t.id,
      slug: t.slug,
      name: t.name,
      parent: t.parent?.name ?? null,
      questionId: t.questions[0]!.id,
    }));
}

type Row = {
  correct: boolean;
  answered?: boolean;
  difficulty?: "easy" | "medium" | "hard";
  at: Date;
  source?: "sitting" | "quiz" | "review" | "drill";
};

async function insertEvidence(studentId: string, subject: string, topic: Leaf, rows: Row[]) {
  await db.answerEvent.createMany({
    data: rows.map((r) => ({
      studentId,
      questionId: topic.questionId,
      topicId: topic.id,
      subject,
      correct: r.correct,
      answered: r.answered ?? true,
      difficulty: r.difficulty ?? "medium",
      source: r.source ?? "drill",
      sourceId: randomUUID(),
      answeredAt: r.at,
    })),
  });
}

const times = (n: number, row: Row): Row[] => Array.from({ length: n }, () => ({ ...row }));

async function getMastery(account: TestAccount, query = "") {
  return call(masteryRoute, { token: account.token, path: `/api/me/mastery${query}` });
}

describe("GET /api/me/mastery from evidence rows", () => {
  let student: TestAccount;
  let biology: Leaf[];
  let maths: Leaf[];
  const now = Date.now();
  const ago = (ms: number) => new Date(now - ms);

  beforeAll(async () => {
    student = await newStudent("mastery");
    biology = await leaves("Biology");
    maths = await leaves("Mathematics");
    const [mastered, proficient, familiar, attempted, decayed, windowed, sameInstant] = biology;
    // Eight right over two days.
    await insertEvidence(student.id, "Biology", mastered!, [
      ...times(4, { correct: true, at: ago(2 * DAY) }),
      ...times(4, { correct: true, at: ago(HOUR) }),
    ]);
    // Five right, one day.
    await insertEvidence(
      student.id,
      "Biology",
      proficient!,
      times(5, { correct: true, at: ago(HOUR), difficulty: "hard" }),
    );
    // Two of three, and a blank left in a sitting, which is not an answer and counts nowhere.
    await insertEvidence(student.id, "Biology", familiar!, [
      ...times(2, { correct: true, at: ago(3 * DAY) }),
      { correct: false, at: ago(3 * DAY), source: "sitting" },
      { correct: false, answered: false, at: ago(3 * DAY), source: "sitting" },
    ]);
    // One wrong.
    await insertEvidence(student.id, "Biology", attempted!, [
      { correct: false, at: ago(5 * HOUR), difficulty: "easy" },
    ]);
    // Mastered three months ago, nothing right since: shows Proficient.
    await insertEvidence(student.id, "Biology", decayed!, [
      ...times(4, { correct: true, at: ago(100 * DAY) }),
      ...times(4, { correct: true, at: ago(90 * DAY) }),
    ]);
    // Thirty old mistakes, then twenty right over two days: only the last twenty count.
    await insertEvidence(student.id, "Biology", windowed!, [
      ...times(30, { correct: false, at: ago(10 * DAY) }),
      ...times(10, { correct: true, at: ago(2 * DAY) }),
      ...times(10, { correct: true, at: ago(HOUR) }),
    ]);
    // Twenty-six answers at one instant, 14 right: the window keeps the 12 wrong ones first (8 of 20 right).
    await insertEvidence(student.id, "Biology", sameInstant!, [
      ...times(14, { correct: true, at: ago(HOUR) }),
      ...times(12, { correct: false, at: ago(HOUR) }),
    ]);
    // One Mathematics answer; none in Physics.
    await insertEvidence(student.id, "Mathematics", maths[0]!, [{ correct: true, at: ago(HOUR) }]);
  });

  it("shows every leaf topic of the subjects answered in, in syllabus order, with each level", async () => {
    const res = await getMastery(student);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const subjects = res.body.subjects as SubjectMastery[];
    expect(subjects.map((s) => s.subject)).toEqual(["Mathematics", "Biology"]);
    const bio = subjects[1]!.topics;
    expect(bio.map((t) => t.topic_id)).toEqual(biology.map((t) => t.id));
    expect(bio.map((t) => t.topic)).toEqual(biology.map((t) => t.name));
    expect(bio.map((t) => t.parent)).toEqual(biology.map((t) => t.parent));
    expect(bio.slice(0, 7).map((t) => t.level)).toEqual([
      "mastered",
      "proficient",
      "familiar",
      "attempted",
      "proficient",
      "mastered",
      "attempted",
    ]);
    expect(
      bio
        .slice(7)
        .every((t) => t.level === "not_started" && t.answered === 0 && t.correct === 0 && t.last_answered_at === null),
    ).toBe(true);
    expect(bio.slice(0, 7).map((t) => [t.answered, t.correct])).toEqual([
      [8, 8],
      [5, 5],
      [3, 2],
      [1, 0],
      [8, 8],
      [50, 20],
      [26, 14],
    ]);
    // The seeded syllabus first (topics other tests add come after it, untouched).
    expect(subjects[0]!.topics.slice(0, maths.length).map((t) => t.level)).toEqual([
      "attempted",
      ...maths.slice(1).map(() => "not_started"),
    ]);
    expect(subjects[0]!.topics.slice(maths.length).every((t) => t.level === "not_started")).toBe(true);
  });

  it("carries the slug, estimate, gap and last answer, agreeing with the rules run over all the evidence", async () => {
    const res = await getMastery(student, "?subject=Biology");
    const topics = (res.body.subjects as SubjectMastery[])[0]!.topics;
    const events = await db.answerEvent.findMany({ where: { studentId: student.id } });
    for (const [i, topic] of topics.entries()) {
      expect(topic.slug).toBe(biology[i]!.slug);
      const evidence: Evidence[] = events
        .filter((e) => e.topicId === topic.topic_id)
        .map((e) => ({
          correct: e.correct,
          answered: e.answered,
          difficulty: e.difficulty,
          source: e.source,
          answeredAt: e.answeredAt,
        }));
      const expected = assessMastery(evidence, new Date());
      expect(topic.level).toBe(expected.level);
      expect(topic.estimate).toBeCloseTo(expected.estimate, 2);
      expect(topic.gap).toBeCloseTo(expected.gap, 2);
      const last = evidence.length ? Math.max(...evidence.map((e) => e.answeredAt.getTime())) : null;
      expect(topic.last_answered_at).toBe(last === null ? null : new Date(last).toISOString());
    }
    expect(topics[0]!.gap).toBe(0);
    expect(topics[7]!.gap).toBeGreaterThan(topics[2]!.gap);
  });

  it("caches the levels of the topics with evidence in topic_mastery", async () => {
    await getMastery(student);
    const rows = await db.topicMastery.findMany({ where: { studentId: student.id } });
    const byTopic = new Map(rows.map((r) => [r.topicId, r]));
    expect(rows).toHaveLength(8);
    expect(byTopic.get(biology[0]!.id)).toMatchObject({ level: "mastered", answered: 8, correct: 8 });
    expect(byTopic.get(biology[3]!.id)).toMatchObject({ level: "attempted", answered: 1, correct: 0 });
    expect(byTopic.get(maths[0]!.id)).toMatchObject({ level: "attempted", answered: 1, correct: 1 });
    expect(byTopic.has(biology[7]!.id)).toBe(false);
    // A read that changes nothing writes nothing.
    await getMastery(student);
    expect(await db.topicMastery.findMany({ where: { studentId: student.id } })).toEqual(expect.arrayContaining(rows));
  });

  it("as of a time before the newest evidence: leaves that evidence out and the cache alone", async () => {
    await getMastery(student);
    const before = await db.topicMastery.findUniqueOrThrow({
      where: { studentId_topicId: { studentId: student.id, topicId: biology[0]!.id } },
    });
    const [bio] = await masteryForSubjects(student.id, ["Biology"], new Date(now - DAY));
    // Only the four answers of two days ago existed then.
    expect(bio!.topics[0]).toMatchObject({ level: "familiar", answered: 4, correct: 4 });
    expect(bio!.topics[1]).toMatchObject({ level: "not_started", answered: 0 });
    const after = await db.topicMastery.findUniqueOrThrow({
      where: { studentId_topicId: { studentId: student.id, topicId: biology[0]!.id } },
    });
    expect(after).toEqual(before);
  });

  it("?subject= gives that subject even untouched; ?all=true gives every subject", async () => {
    const physics = await getMastery(student, "?subject=Physics");
    expect(physics.status).toBe(200);
    const [only] = physics.body.subjects as SubjectMastery[];
    expect(only!.subject).toBe("Physics");
    expect(only!.topics.length).toBeGreaterThan(5);
    expect(only!.topics.every((t) => t.level === "not_started" && t.gap > 0.7)).toBe(true);

    const all = await getMastery(student, "?all=true");
    const subjects = all.body.subjects as SubjectMastery[];
    expect(subjects.map((s) => s.subject)).toEqual([...SUBJECTS]);
    // Every subject carries each of its leaf topics, and one without a topic tree comes back empty.
    const leaves = await db.topic.findMany({ where: { children: { none: {} } }, select: { subject: true } });
    for (const s of subjects)
      expect(s.topics.length, s.subject).toBe(leaves.filter((leaf) => leaf.subject === s.subject).length);
    expect(subjects.find((s) => s.subject === "Biology")!.topics[0]!.level).toBe("mastered");
    expect(await studentMastery(student.id, new Date(), { all: true })).toEqual(subjects);
  });

  it("a student without evidence has no subjects", async () => {
    const fresh = await newStudent("mastery-none");
    const res = await getMastery(fresh);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ subjects: [] });
  });

  it("refuses a bad subject with 400, signed out with 401, a tutor with 403", async () => {
    const bad = await getMastery(student, "?subject=Astrology");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("validation_error");
    expect(bad.body.errors.subject).toMatch(/subject must be one of Mathematics, English/);
    expect((await getMastery(student, "?subject=biology")).status).toBe(400);
    expect((await getMastery(student, "?all=yes")).status).toBe(400);
    expect((await call(masteryRoute, { path: "/api/me/mastery" })).status).toBe(401);
    const tutor = await newTutor();
    expect((await getMastery(tutor)).status).toBe(403);
  });
});

describe("GET /api/me/mastery after a real sitting", () => {
  it("a submitted WAEC Biology sitting moves its topics off not_started", async () => {
    const student = await newStudent("mastery-sitting");
    const start = await call(startRoute, {
      method: "POST",
      token: student.token,
      params: { id: "waec-biology" },
      body: { mode: "exam" },
    });
    expect(start.status).toBe(201);
    const sittingId = start.body.sitting.id as string;
    const items = await db.sittingItem.findMany({
      where: { sittingId },
      orderBy: { number: "asc" },
      include: { question: true },
    });
    // The first 30 right, the next 10 wrong, the last 10 left blank (no answers: not evidence).
    const answers: Record<string, string> = {};
    for (const [i, item] of items.entries()) {
      if (i < 30) answers[item.questionId] = item.correctKey;
      else if (i < 40) answers[item.questionId] = "ABCD".replace(item.correctKey, "")[0]!;
    }
    expect(
      (await call(answersRoute, { method: "PUT", token: student.token, params: { id: sittingId }, body: { answers } }))
        .status,
    ).toBe(200);
    expect((await call(submitRoute, { method: "POST", token: student.token, params: { id: sittingId } })).status).toBe(
      200,
    );

    const res = await getMastery(student);
    expect(res.status).toBe(200);
    const subjects = res.body.subjects as SubjectMastery[];
    expect(subjects.map((s) => s.subject)).toEqual(["Biology"]);
    const topics = subjects[0]!.topics;
    const submittedAt = (await db.sitting.findUniqueOrThrow({ where: { id: sittingId } })).submittedAt!;
    for (const topic of topics) {
      const mine = items
        .map((item, i) => ({ item, i }))
        .filter(({ item, i }) => item.question.topicId === topic.topic_id && i < 40);
      expect(topic.answered).toBe(mine.length);
      expect(topic.correct).toBe(mine.filter(({ i }) => i < 30).length);
      const evidence: Evidence[] = mine.map(({ item, i }) => ({
        correct: i < 30,
        answered: i < 40,
        difficulty: item.question.difficulty,
        source: "sitting",
        answeredAt: submittedAt,
      }));
      expect(topic.level).toBe(assessMastery(evidence, new Date()).level);
      expect(topic.last_answered_at).toBe(mine.length ? submittedAt.toISOString() : null);
    }
    expect(topics.reduce((n, t) => n + t.answered, 0)).toBe(40);
    // One sitting is one day: nothing can be Mastered yet, but something has moved.
    expect(topics.some((t) => t.level === "mastered")).toBe(false);
    expect(topics.filter((t) => t.level !== "not_started").length).toBeGreaterThan(10);
  });
});
