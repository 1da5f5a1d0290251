// Issue 16, content: drafts are their owner's only, a paid course's quizzes are for its
// enrolled students, and a review shows the answer key only as the quiz's review policy allows.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as courseGet, PUT as coursePut } from "@/app/api/courses/[id]/route";
import { GET as catalogueGet, POST as coursePost } from "@/app/api/courses/route";
import { GET as tutorCoursesGet } from "@/app/api/courses/tutor/[id]/route";
import { POST as enrollPost } from "@/app/api/enrollments/route";
import { POST as initializePost } from "@/app/api/payments/initialize/route";
import { PUT as saveAnswersRoute } from "@/app/api/quizzes/[id]/attempts/[attemptId]/answers/route";
import { GET as attemptRoute } from "@/app/api/quizzes/[id]/attempts/[attemptId]/route";
import { GET as detailsRoute } from "@/app/api/quizzes/[id]/details/route";
import { PUT as quizPut } from "@/app/api/quizzes/[id]/route";
import { POST as startRoute } from "@/app/api/quizzes/[id]/start/route";
import { POST as submitRoute } from "@/app/api/quizzes/[id]/submit/route";
import { GET as availableRoute } from "@/app/api/quizzes/available/route";
import { GET as quizListRoute, POST as quizPost } from "@/app/api/quizzes/route";
import { GET as sectionsGet } from "@/app/api/sections/course/[id]/route";
import { GET as videosGet } from "@/app/api/videos/course/[id]/route";
import { listFeaturedCourses } from "@/server/courses/catalogue";
import { call, openDb, newTutor, newStudent, type JsonBody, type TestAccount } from "../support/api";
import { forgetSessionsOf } from "@/server/auth/session";
import { quizSitting } from "../support/quiz-sittings";

const db = openDb();
afterAll(() => db.$disconnect());

const hex = () => randomBytes(4).toString("hex");
let tutor: TestAccount;
let student: TestAccount;

beforeAll(async () => {
  tutor = await newTutor();
  student = await newStudent();
});

/** A student whose 14-day free trial (lib/courses/free-trial.ts) is over: verified a month ago. */
async function pastTrial(): Promise<TestAccount> {
  const account = await newStudent();
  await db.user.update({
    where: { id: account.id },
    data: { emailVerifiedAt: new Date(Date.now() - 30 * 86_400_000) },
  });
  forgetSessionsOf(account.id);
  return account;
}

type Status = "draft" | "published";
type Policy = "after_each_attempt" | "after_last_attempt" | "never";

async function makeCourse(opts: { status?: Status; price?: number; featured?: boolean; title?: string } = {}) {
  return db.course.create({
    data: {
      ownerId: tutor.id,
      instructor: "Emeka Obi",
      title: opts.title ?? `Content ${hex()}`,
      level: "Beginner",
      category: "Physics",
      price: opts.price ?? 0,
      featured: opts.featured ?? false,
      status: opts.status ?? "published",
    },
    select: { id: true, title: true },
  });
}

async function makeQuiz(
  opts: { courseId?: string | null; status?: Status; policy?: Policy; maxAttempts?: number | null } = {},
) {
  return db.quiz.create({
    data: {
      title: `Quiz ${hex()}`,
      category: "Physics",
      difficulty: "easy",
      tutorId: tutor.id,
      courseId: opts.courseId ?? null,
      status: opts.status ?? "published",
      reviewPolicy: opts.policy ?? "after_each_attempt",
      maxAttempts: opts.maxAttempts ?? null,
      timeLimit: null,
      questions: {
        create: [0, 1].map((i) => ({
          position: i + 1,
          question: `What is ${i} + 1?`,
          options: [`${i}`, `${i + 1}`, `${i + 2}`],
          correctIndex: 1,
          explanation: `${i} + 1 = ${i + 1}`,
        })),
      },
    },
    include: { questions: { orderBy: { position: "asc" } } },
  });
}

const start = (token: string, quizId: string) =>
  call(startRoute, { path: `/api/quizzes/${quizId}/start`, token, params: { id: quizId } });
const submit = (token: string, quizId: string, body: unknown = { answers: [] }) =>
  call(submitRoute, { path: `/api/quizzes/${quizId}/submit`, token, body, params: { id: quizId } });
const catalogueIds = async (search: string) =>
  ((await call(catalogueGet, { path: `/api/courses?search=${search}&limit=100` })).body.courses as JsonBody[]).map(
    (c) => c.id,
  );
const quizIds = (body: JsonBody) => (body.quizzes as JsonBody[]).map((q) => q.id);

describe("a paid course's quizzes are for its enrolled students", () => {
  it("start, answer saves and submit answer 403 to a student who has not paid; the key is never sent", async () => {
    const course = await makeCourse({ price: 15000 });
    const quiz = await makeQuiz({ courseId: course.id });
    const outsider = await pastTrial();

    const started = await start(outsider.token, quiz.id);
    expect(started.status).toBe(403);
    expect(started.body.message).toMatch(/enroll in the course/i);
    expect(await db.sitting.count({ where: { quizId: quiz.id } })).toBe(0);

    // An attempt made while it was allowed (or forged) gives nothing either.
    const attempt = await db.sitting.create({
      data: quizSitting({ studentId: outsider.id, quizId: quiz.id, attemptNumber: 1, totalQuestions: 2 }),
    });
    const saved = await call(saveAnswersRoute, {
      method: "PUT",
      token: outsider.token,
      body: { answers: [{ question_id: quiz.questions[0]!.id, selected_answer: 1 }] },
      params: { id: quiz.id, attemptId: attempt.id },
    });
    expect(saved.status).toBe(403);
    const submitted = await submit(outsider.token, quiz.id, {
      answers: [{ question_id: quiz.questions[0]!.id, selected_answer: "1" }],
    });
    expect(submitted.status).toBe(403);
    expect(submitted.text).not.toContain("correct_answer");
    expect(await db.sitting.findUniqueOrThrow({ where: { id: attempt.id } })).toMatchObject({
      submittedAt: null,
      answers: {},
    });
  });

  it("a student in the free trial takes a paid course's quiz, as the course's lessons", async () => {
    const course = await makeCourse({ price: 15000 });
    const quiz = await makeQuiz({ courseId: course.id });
    const newcomer = await newStudent();
    expect((await start(newcomer.token, quiz.id)).status).toBe(200);
    expect((await submit(newcomer.token, quiz.id)).status).toBe(200);
  });

  it("an enrolled student takes it; a free course's quiz and a general quiz are open to every student", async () => {
    const paid = await makeCourse({ price: 5000 });
    const paidQuiz = await makeQuiz({ courseId: paid.id });
    const enrolled = await newStudent();
    await db.enrollment.create({ data: { studentId: enrolled.id, courseId: paid.id } });
    expect((await start(enrolled.token, paidQuiz.id)).status).toBe(200);
    expect((await submit(enrolled.token, paidQuiz.id)).status).toBe(200);
    // Past the trial, the enrolment alone lets the student in.
    const paidUp = await pastTrial();
    await db.enrollment.create({ data: { studentId: paidUp.id, courseId: paid.id } });
    expect((await start(paidUp.token, paidQuiz.id)).status).toBe(200);
    expect((await submit(paidUp.token, paidQuiz.id)).status).toBe(200);

    const free = await makeCourse({ price: 0 });
    const freeQuiz = await makeQuiz({ courseId: free.id });
    const general = await makeQuiz();
    expect((await start(student.token, freeQuiz.id)).status).toBe(200);
    expect((await start(student.token, general.id)).status).toBe(200);
  });

  it("the library marks the quiz locked with its course's price; /available leaves it out until the student enrols", async () => {
    const course = await makeCourse({ price: 15000 });
    const quiz = await makeQuiz({ courseId: course.id });
    const free = await makeQuiz({ courseId: (await makeCourse()).id });
    const learner = await pastTrial();

    const library = await call(quizListRoute, {
      path: `/api/quizzes?search=${encodeURIComponent(quiz.title)}`,
      token: learner.token,
    });
    expect(library.body.quizzes).toEqual([
      expect.objectContaining({ id: quiz.id, locked: true, course_price: 15000, course_id: course.id }),
    ]);
    const anonymous = await call(quizListRoute, { path: `/api/quizzes?search=${encodeURIComponent(quiz.title)}` });
    expect(anonymous.body.quizzes[0]).toMatchObject({ locked: true });
    expect((await call(detailsRoute, { token: learner.token, params: { id: quiz.id } })).body.quiz).toMatchObject({
      locked: true,
      course_price: 15000,
    });

    const before = quizIds((await call(availableRoute, { token: learner.token })).body);
    expect(before).not.toContain(quiz.id);
    expect(before).toContain(free.id);
    await db.enrollment.create({ data: { studentId: learner.id, courseId: course.id } });
    expect(quizIds((await call(availableRoute, { token: learner.token })).body)).toContain(quiz.id);
    const after = await call(quizListRoute, {
      path: `/api/quizzes?search=${encodeURIComponent(quiz.title)}`,
      token: learner.token,
    });
    expect(after.body.quizzes[0]).toMatchObject({ locked: false });
  });
});

describe("drafts are their owner's only", () => {
  it("a course is created as a draft: out of the catalogue, featured and lists; 404 to others, shown to its owner", async () => {
    const title = `Draft ${hex()}`;
    const created = await call(coursePost, {
      token: tutor.token,
      body: { title, level: "Beginner", category: "Physics", price: 2000 },
    });
    expect(created.status).toBe(201);
    expect(created.body.course.status).toBe("draft");
    const id = created.body.course.id as string;
    await db.course.update({ where: { id }, data: { featured: true, studentCount: 1_000_000 } });

    expect(await catalogueIds(title)).toEqual([]);
    expect((await listFeaturedCourses({ limit: 50 })).map((c) => c.id)).not.toContain(id);
    expect((await call(courseGet, { params: { id } })).status).toBe(404);
    expect((await call(courseGet, { token: student.token, params: { id } })).status).toBe(404);
    const other = await newTutor();
    expect((await call(courseGet, { token: other.token, params: { id } })).status).toBe(404);
    expect((await call(courseGet, { token: tutor.token, params: { id } })).body.course).toMatchObject({
      id,
      status: "draft",
    });

    expect(
      ((await call(tutorCoursesGet, { params: { id: tutor.id } })).body.courses as JsonBody[]).map((c) => c.id),
    ).not.toContain(id);
    expect(
      ((await call(tutorCoursesGet, { token: tutor.token, params: { id: tutor.id } })).body.courses as JsonBody[]).map(
        (c) => c.id,
      ),
    ).toContain(id);
    expect((await call(sectionsGet, { params: { id } })).status).toBe(404);
    expect((await call(videosGet, { token: student.token, params: { id } })).status).toBe(404);
    expect((await call(sectionsGet, { token: tutor.token, params: { id } })).status).toBe(200);
  });

  it("a student cannot enrol in or pay for a draft course", async () => {
    const free = await makeCourse({ status: "draft" });
    const paid = await makeCourse({ status: "draft", price: 3000 });
    expect((await call(enrollPost, { token: student.token, body: { course_id: free.id } })).status).toBe(404);
    expect((await call(initializePost, { token: student.token, body: { course_id: paid.id } })).status).toBe(404);
    expect(await db.enrollment.count({ where: { courseId: free.id } })).toBe(0);
    expect(await db.payment.count({ where: { courseId: paid.id } })).toBe(0);
  });

  it("publishing with PUT puts the course in the catalogue", async () => {
    const course = await makeCourse({ status: "draft" });
    const res = await call(coursePut, {
      method: "PUT",
      token: tutor.token,
      body: { status: "published" },
      params: { id: course.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.course.status).toBe("published");
    expect(await catalogueIds(course.title)).toEqual([course.id]);
  });

  it("a draft quiz, or a published quiz of a draft course, is left out of lists and answers 404 to students", async () => {
    const draft = await makeQuiz({ status: "draft" });
    const hiddenCourse = await makeCourse({ status: "draft" });
    const ofDraftCourse = await makeQuiz({ courseId: hiddenCourse.id });
    for (const quiz of [draft, ofDraftCourse]) {
      const search = `/api/quizzes?search=${encodeURIComponent(quiz.title)}`;
      expect((await call(quizListRoute, { path: search, token: student.token })).body.quizzes).toEqual([]);
      expect((await call(quizListRoute, { path: search, token: tutor.token })).body.quizzes).toEqual([
        expect.objectContaining({ id: quiz.id }),
      ]);
      expect((await call(detailsRoute, { token: student.token, params: { id: quiz.id } })).status).toBe(404);
      expect((await start(student.token, quiz.id)).status).toBe(404);
      expect(quizIds((await call(availableRoute, { token: student.token })).body)).not.toContain(quiz.id);
    }
  });

  it("only a verified tutor publishes (403, nothing written); anyone may keep drafts", async () => {
    const unverified = await newTutor();
    await db.user.update({ where: { id: unverified.id }, data: { emailVerifiedAt: null } });
    forgetSessionsOf(unverified.id);
    const title = `Unverified ${hex()}`;
    const course = await call(coursePost, {
      token: unverified.token,
      body: { title, level: "Beginner", category: "Physics", price: 0, status: "published" },
    });
    expect(course.status).toBe(403);
    expect(course.body.message).toMatch(/verify your email/i);
    expect(await db.course.count({ where: { title } })).toBe(0);
    const quiz = await call(quizPost, {
      token: unverified.token,
      body: { title, category: "Physics", difficulty: "easy", status: "published" },
    });
    expect(quiz.status).toBe(403);
    expect(await db.quiz.count({ where: { title } })).toBe(0);

    const draft = await call(quizPost, {
      token: unverified.token,
      body: { title, category: "Physics", difficulty: "easy" },
    });
    expect(draft.status).toBe(201);
    const publish = await call(quizPut, {
      method: "PUT",
      token: unverified.token,
      body: { status: "published" },
      params: { id: draft.body.quiz.id },
    });
    expect(publish.status).toBe(403);
    expect(await db.quiz.findUniqueOrThrow({ where: { id: draft.body.quiz.id } })).toMatchObject({ status: "draft" });
  });

  it("a bad status → 400; a course with enrolled students cannot go back to draft (409)", async () => {
    const course = await makeCourse();
    const bad = await call(coursePut, {
      method: "PUT",
      token: tutor.token,
      body: { status: "hidden" },
      params: { id: course.id },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("status");
    await db.enrollment.create({ data: { studentId: student.id, courseId: course.id } });
    const back = await call(coursePut, {
      method: "PUT",
      token: tutor.token,
      body: { status: "draft" },
      params: { id: course.id },
    });
    expect(back.status).toBe(409);
    expect(await db.course.findUniqueOrThrow({ where: { id: course.id } })).toMatchObject({ status: "published" });
  });
});

describe("review policy", () => {
  const rightAnswers = (quiz: Awaited<ReturnType<typeof makeQuiz>>) => ({
    answers: quiz.questions.map((q) => ({ question_id: q.id, selected_answer: q.options[0]! })),
  });
  const keyShown = (body: JsonBody) =>
    (body.attempt.questions as JsonBody[]).map((q) => [q.correct_answer, q.explanation, q.is_correct]);

  it("after_each_attempt shows the key on every submit", async () => {
    const quiz = await makeQuiz({ policy: "after_each_attempt" });
    const learner = await newStudent();
    await start(learner.token, quiz.id);
    const res = await submit(learner.token, quiz.id, rightAnswers(quiz));
    expect(keyShown(res.body)).toEqual([
      [1, "0 + 1 = 1", false],
      [1, "1 + 1 = 2", false],
    ]);
  });

  it("after_last_attempt withholds the key until the last attempt is submitted, then shows it on every attempt", async () => {
    const quiz = await makeQuiz({ policy: "after_last_attempt", maxAttempts: 2 });
    const learner = await newStudent();
    await start(learner.token, quiz.id);
    const first = await submit(learner.token, quiz.id, rightAnswers(quiz));
    expect(first.status).toBe(200);
    expect(keyShown(first.body)).toEqual([
      [null, null, null],
      [null, null, null],
    ]);
    expect(first.body.attempt).toMatchObject({ score: 0, correct_answers: 0, key_revealed: false });
    expect(first.body.attempt.questions[0].selected_answer).toBe(0);
    const firstId = first.body.attempt.id as string;
    const review = await call(attemptRoute, { token: learner.token, params: { id: quiz.id, attemptId: firstId } });
    expect(keyShown(review.body)).toEqual([
      [null, null, null],
      [null, null, null],
    ]);

    // While the last attempt is open, the first attempt's review still hides the key.
    await start(learner.token, quiz.id);
    expect(
      keyShown(
        (await call(attemptRoute, { token: learner.token, params: { id: quiz.id, attemptId: firstId } })).body,
      )[0],
    ).toEqual([null, null, null]);
    const last = await submit(learner.token, quiz.id, rightAnswers(quiz));
    expect(keyShown(last.body)[0]).toEqual([1, "0 + 1 = 1", false]);
    expect(
      keyShown(
        (await call(attemptRoute, { token: learner.token, params: { id: quiz.id, attemptId: firstId } })).body,
      )[0],
    ).toEqual([1, "0 + 1 = 1", false]);
  });

  it("after_last_attempt with unlimited attempts, and never, never show the key", async () => {
    for (const quiz of [
      await makeQuiz({ policy: "after_last_attempt", maxAttempts: null }),
      await makeQuiz({ policy: "never", maxAttempts: 1 }),
    ]) {
      const learner = await newStudent();
      await start(learner.token, quiz.id);
      const res = await submit(learner.token, quiz.id, {
        answers: quiz.questions.map((q) => ({ question_id: q.id, selected_answer: q.options[1]! })),
      });
      expect(res.body.attempt).toMatchObject({ score: 100, correct_answers: 2 });
      expect(keyShown(res.body)).toEqual([
        [null, null, null],
        [null, null, null],
      ]);
      expect(res.text).not.toContain("0 + 1 = 1");
    }
  });

  it("the tutor sets the policy; a bad one → 400 and nothing changes", async () => {
    const created = await call(quizPost, {
      token: tutor.token,
      body: { title: `Policy ${hex()}`, category: "Physics", difficulty: "easy", review_policy: "never" },
    });
    expect(created.status).toBe(201);
    expect(created.body.quiz).toMatchObject({ review_policy: "never", status: "draft" });
    const id = created.body.quiz.id as string;
    const bad = await call(quizPut, {
      method: "PUT",
      token: tutor.token,
      body: { review_policy: "sometimes" },
      params: { id },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("review_policy");
    const changed = await call(quizPut, {
      method: "PUT",
      token: tutor.token,
      body: { review_policy: "after_last_attempt" },
      params: { id },
    });
    expect(changed.body.quiz.review_policy).toBe("after_last_attempt");
    expect(await db.quiz.findUniqueOrThrow({ where: { id } })).toMatchObject({ reviewPolicy: "after_last_attempt" });
  });
});
