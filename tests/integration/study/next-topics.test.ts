import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as drillRoute } from "@/app/api/me/drills/route";
import { GET as nextTopicsRoute } from "@/app/api/me/next-topics/route";
import { POST as startRoute } from "@/app/api/papers/[id]/sittings/route";
import { GET as papersRoute } from "@/app/api/papers/route";
import { PUT as answersRoute } from "@/app/api/sittings/[id]/answers/route";
import { POST as submitRoute } from "@/app/api/sittings/[id]/submit/route";
import { PUT as putTopicsRoute } from "@/app/api/videos/[id]/topics/route";
import { forgetPools } from "@/server/exam/pool";
import { call, newStudent, openDb, newTutor, type JsonBody, type TestAccount } from "../../support/api";
import { lessonOf } from "./lessons";

// What to study next (GET /api/me/next-topics) and drills (POST /api/me/drills) on the seeded bank.

const db = openDb();
afterAll(() => db.$disconnect());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function topic(subject: string, slug: string) {
  return db.topic.findUniqueOrThrow({
    where: { subject_slug: { subject, slug } },
    select: { id: true, slug: true, name: true },
  });
}

/** Evidence rows on one topic (each on one of its questions). */
async function evidence(
  studentId: string,
  subject: string,
  slug: string,
  rows: { correct: boolean; at: Date; difficulty?: "easy" | "medium" | "hard" }[],
) {
  const t = await topic(subject, slug);
  const question = await db.question.findFirstOrThrow({
    where: { topicId: t.id, quizId: null, ownerId: null },
    select: { id: true },
  });
  await db.answerEvent.createMany({
    data: rows.map((r) => ({
      studentId,
      questionId: question.id,
      topicId: t.id,
      subject,
      correct: r.correct,
      difficulty: r.difficulty ?? "medium",
      source: "drill" as const,
      sourceId: randomUUID(),
      answeredAt: r.at,
    })),
  });
  return t;
}

const nextTopics = (account: TestAccount, query = "") =>
  call(nextTopicsRoute, { token: account.token, path: `/api/me/next-topics${query}` });
const drill = (account: TestAccount, body: unknown) => call(drillRoute, { method: "POST", token: account.token, body });

/** Each drawn item's topic slug, by the sitting's items in the database. */
async function itemTopics(sittingId: string): Promise<string[]> {
  const items = await db.sittingItem.findMany({
    where: { sittingId },
    orderBy: { number: "asc" },
    select: { question: { select: { topic: { select: { slug: true } } } } },
  });
  return items.map((i) => i.question.topic!.slug);
}

describe("GET /api/me/next-topics", () => {
  it("ranks a new student's English topics (UTME's compulsory subject) by yield, with a reason and a drill", async () => {
    const student = await newStudent("next-new");
    const res = await nextTopics(student);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.paper).toEqual({ id: "utme", exam: "UTME", title: "UTME (JAMB CBT)" });
    expect(res.body.subjects).toEqual(["English"]);
    expect(res.body.basis).toBe("evidence");
    const topics = res.body.topics as JsonBody[];
    expect(topics).toHaveLength(5);
    for (const t of topics) {
      expect(t).toMatchObject({ subject: "English", level: "not_started", answered: 0 });
      // The seeded courses' lessons tagged with it, if any: the student is not enrolled, so a preview or the course's page.
      for (const lesson of t.lessons) expect(lesson.href).toMatch(/^\/courses\//);
      expect(t.yield).toBeCloseTo(t.marks * t.gap, 1);
      expect(t.reason).toMatch(
        /^About \d+ of the 60 English questions \(about \d+ of its 100 marks\) (is|are) on this topic, and you have not practised it yet\.$/,
      );
      expect(t.drill).toEqual({
        method: "POST",
        href: "/api/me/drills",
        body: { topic_id: t.topic_id },
        questions: expect.any(Number),
      });
      expect(t.drill.questions).toBeLessThanOrEqual(10);
    }
    // Every topic untouched: the gap is the same, so the weight decides; reading comprehension's passages weigh most.
    expect(topics[0].slug).toBe("reading-comprehension");
    expect(topics.map((t) => t.yield)).toEqual([...topics.map((t) => t.yield)].sort((a, b) => b - a));
  });

  it("ranks the subjects of the latest UTME sitting, puts weak topics first and leaves mastered ones out", async () => {
    const student = await newStudent("next-sat");
    const started = await call(startRoute, {
      method: "POST",
      token: student.token,
      params: { id: "utme" },
      body: { mode: "practice", subjects: ["English", "Physics", "Mathematics", "Biology"] },
    });
    expect(started.status).toBe(201);
    const now = Date.now();
    // Ten easy questions wrong: Attempted, with an estimate near 0, the largest gap short of untouched topics'.
    const weak = await evidence(
      student.id,
      "Mathematics",
      "polynomials-and-equations",
      Array.from({ length: 10 }, () => ({ correct: false, at: new Date(now - 2 * HOUR), difficulty: "easy" as const })),
    );
    const mastered = await evidence(student.id, "Mathematics", "indices-logarithms-surds", [
      ...Array.from({ length: 5 }, () => ({ correct: true, at: new Date(now - 3 * DAY) })),
      ...Array.from({ length: 5 }, () => ({ correct: true, at: new Date(now - HOUR) })),
    ]);

    const res = await nextTopics(student, "?limit=20");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.subjects).toEqual(["English", "Mathematics", "Physics", "Biology"]);
    expect(res.body.basis).toBe("latest_sitting");
    const topics = res.body.topics as JsonBody[];
    expect(topics).toHaveLength(20);
    expect(topics.some((t) => t.topic_id === mastered.id)).toBe(false);
    const weakRow = topics.find((t) => t.topic_id === weak.id);
    expect(weakRow).toMatchObject({ subject: "Mathematics", level: "attempted", answered: 10, correct: 0 });
    expect(weakRow.reason).toContain("you are at Attempted, with 0 of 10 answers right so far");
    // It outranks every untouched topic that carries as many questions in the paper.
    for (const t of topics.filter((t) => t.answered === 0 && t.questions <= weakRow.questions))
      expect(weakRow.yield).toBeGreaterThan(t.yield);
    // Ordered by yield, ties by fewer answers.
    for (let i = 1; i < topics.length; i += 1) {
      const [a, b] = [topics[i - 1], topics[i]];
      expect(
        a.yield > b.yield || (a.yield === b.yield && a.answered <= b.answered) || Math.abs(a.yield - b.yield) < 0.01,
      ).toBe(true);
    }
  });

  it("links the published lessons tagged with a topic: the course player when enrolled, a preview, else the course", async () => {
    const student = await newStudent("next-lessons");
    const tutor = await newTutor();
    const comprehension = await topic("English", "reading-comprehension");
    const heading = await topic("English", "comprehension");
    const enrolled = await lessonOf(db, tutor.id, { subject: "English" });
    const preview = await lessonOf(db, tutor.id, { subject: "English", preview: true });
    const onHeading = await lessonOf(db, tutor.id, { subject: "English" });
    const draft = await lessonOf(db, tutor.id, { subject: "English", status: "draft" });
    for (const lesson of [enrolled, preview, draft]) {
      const tagged = await call(putTopicsRoute, {
        method: "PUT",
        token: tutor.token,
        params: { id: lesson.lessonId },
        body: { topic_ids: [comprehension.id] },
      });
      expect(tagged.status).toBe(200);
    }
    await call(putTopicsRoute, {
      method: "PUT",
      token: tutor.token,
      params: { id: onHeading.lessonId },
      body: { subject: "English", topics: ["comprehension"] },
    });
    expect(heading).toBeDefined();
    await db.enrollment.create({ data: { studentId: student.id, courseId: enrolled.courseId } });

    const res = await nextTopics(student);
    const row = (res.body.topics as JsonBody[]).find((t) => t.topic_id === comprehension.id);
    expect(row.lessons).toEqual([
      {
        id: enrolled.lessonId,
        title: enrolled.title,
        course_id: enrolled.courseId,
        course: "English revision",
        preview: false,
        href: `/course-content?courseId=${enrolled.courseId}&lesson=${enrolled.lessonId}`,
      },
      expect.objectContaining({
        id: preview.lessonId,
        preview: true,
        href: `/courses/${preview.courseId}/preview/${preview.lessonId}`,
      }),
      expect.objectContaining({ id: onHeading.lessonId, href: `/courses/${onHeading.courseId}` }),
    ]);
  });

  it("ranks a fixed paper's subject, and refuses unknown papers, the drill's paper, bad limits and tutors", async () => {
    const student = await newStudent("next-waec");
    const res = await nextTopics(student, "?paper=waec-biology&limit=3");
    expect(res.status).toBe(200);
    expect(res.body.subjects).toEqual(["Biology"]);
    expect(res.body.basis).toBe("paper");
    expect(res.body.topics).toHaveLength(3);
    expect(res.body.topics[0].reason).toMatch(/^About \d+ of the 50 Biology questions (is|are) on this topic/);

    expect((await nextTopics(student, "?paper=no-such-paper")).status).toBe(404);
    expect((await nextTopics(student, "?paper=topic-drill")).status).toBe(404);
    expect((await nextTopics(student, "?limit=0")).status).toBe(400);
    const tutor = await newTutor();
    expect((await call(nextTopicsRoute, { token: tutor.token })).status).toBe(403);
    expect((await call(nextTopicsRoute, {})).status).toBe(401);
  });
});

describe("POST /api/me/drills", () => {
  let student: TestAccount;
  beforeAll(async () => {
    student = await newStudent("drill");
  });

  it("starts a practice sitting of 10 questions all on the topic, and resumes it while open", async () => {
    const polynomials = await topic("Mathematics", "polynomials-and-equations");
    const res = await drill(student, { topic_id: polynomials.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const sitting = res.body.sitting;
    expect(sitting).toMatchObject({
      paper_id: "topic-drill",
      mode: "practice",
      options: 4,
      max_score: 10,
      submitted_at: null,
    });
    expect(sitting.expires_at).not.toBeNull();
    expect(sitting.sections).toHaveLength(1);
    expect(sitting.sections[0].subject).toBe("Mathematics");
    expect(sitting.sections[0].questions).toHaveLength(10);
    expect(JSON.stringify(sitting)).not.toMatch(/correct_key|"answer"/);
    expect(new Set(await itemTopics(sitting.id))).toEqual(new Set(["polynomials-and-equations"]));

    const again = await drill(student, { topic_id: polynomials.id });
    expect(again.status).toBe(200);
    expect(again.body.sitting.id).toBe(sitting.id);

    const other = await drill(student, { topic_id: (await topic("Mathematics", "sets")).id });
    expect(other.status).toBe(409);
    expect(other.body.error).toBe("conflict");
  });

  it("records a submitted drill's answers as evidence with source drill", async () => {
    const open = await db.sitting.findFirstOrThrow({
      where: { studentId: student.id, paperId: "topic-drill", submittedAt: null },
    });
    const items = await db.sittingItem.findMany({ where: { sittingId: open.id }, orderBy: { number: "asc" } });
    await call(answersRoute, {
      method: "PUT",
      token: student.token,
      params: { id: open.id },
      body: { answers: { [items[0]!.questionId]: items[0]!.correctKey } },
    });
    const submitted = await call(submitRoute, { method: "POST", token: student.token, params: { id: open.id } });
    expect(submitted.status).toBe(200);
    expect(submitted.body.result).toMatchObject({ paper_id: "topic-drill", title: "Topic drill", total: 1, max: 10 });
    const events = await db.answerEvent.findMany({ where: { studentId: student.id, sourceId: open.id } });
    // The one answer is evidence; the nine questions never answered (nor opened) are not.
    expect(events).toHaveLength(1);
    expect(events.every((e) => e.source === "drill" && e.answered)).toBe(true);
    expect(events.filter((e) => e.correct)).toHaveLength(1);
  });

  it("draws fewer than 10 when the topic has fewer, and a heading drills its sub-topics", async () => {
    // Every seeded topic holds 10 or more: a small topic of this test's own.
    const subject = "Islamic Religious Studies";
    const few = await db.topic.create({
      data: { subject, slug: `small-${randomUUID().slice(0, 8)}`, name: "A small topic", position: 99 },
    });
    for (let i = 0; i < 3; i++) {
      const text = `Small topic question ${i} ${few.slug}`;
      const options = ["first", "second", "third", "fourth"].map((o) => `${o} answer ${i}`);
      await db.question.create({
        data: {
          subject,
          topicId: few.id,
          exams: ["UTME"],
          question: text,
          options,
          correctIndex: 0,
          explanation: "The first.",
          versions: { create: { version: 1, text, options, answerIndex: 0, explanation: "The first." } },
        },
      });
    }
    forgetPools();
    const small = await drill(student, { topic_id: few.id });
    expect(small.status, JSON.stringify(small.body)).toBe(201);
    expect(small.body.sitting.sections[0].questions).toHaveLength(3);
    await call(submitRoute, { method: "POST", token: student.token, params: { id: small.body.sitting.id } });

    const oral = await topic("English", "oral-forms");
    const heading = await drill(student, { topic_id: oral.id });
    expect(heading.status).toBe(201);
    const children = (await db.topic.findMany({ where: { parentId: oral.id }, select: { slug: true } })).map(
      (c) => c.slug,
    );
    for (const slug of await itemTopics(heading.body.sitting.id)) expect(children).toContain(slug);
    await call(submitRoute, { method: "POST", token: student.token, params: { id: heading.body.sitting.id } });
  });

  it("prefers questions not met in the student's recent sittings", async () => {
    const synonyms = await topic("English", "synonyms");
    const first = await drill(student, { topic_id: synonyms.id });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    await call(submitRoute, { method: "POST", token: student.token, params: { id: first.body.sitting.id } });
    const second = await drill(student, { topic_id: synonyms.id });
    expect(second.status).toBe(201);
    const seen = new Set(first.body.sitting.sections[0].questions.map((q: JsonBody) => q.id));
    const pool = await db.question.count({
      where: { topicId: synonyms.id, quizId: null, ownerId: null, status: "active", exams: { has: "UTME" } },
    });
    const fresh = second.body.sitting.sections[0].questions.filter((q: JsonBody) => !seen.has(q.id));
    // The second drill meets as many questions the first did not show as the topic has left.
    expect(fresh).toHaveLength(Math.min(10, pool - 10));
    await call(submitRoute, { method: "POST", token: student.token, params: { id: second.body.sitting.id } });
  });

  it("refuses an unknown topic (400), a bad body (400), tutors (403); the drill's paper is neither listed nor startable", async () => {
    const unknown = await drill(student, { topic_id: "no-such-topic" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.topic_id).toContain('"no-such-topic" is not a topic');
    expect((await drill(student, {})).status).toBe(400);
    expect((await drill(student, { topic_id: "x", extra: true })).status).toBe(400);
    const tutor = await newTutor();
    expect((await call(drillRoute, { method: "POST", token: tutor.token, body: { topic_id: "x" } })).status).toBe(403);

    const listed = await call(papersRoute);
    expect(listed.body.papers.map((p: JsonBody) => p.id)).not.toContain("topic-drill");
    const direct = await call(startRoute, {
      method: "POST",
      token: student.token,
      params: { id: "topic-drill" },
      body: { mode: "practice" },
    });
    expect(direct.status).toBe(404);
  });
});
