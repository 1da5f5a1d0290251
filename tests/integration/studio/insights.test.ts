// The studio's insights on real PostgreSQL: a tutor's courses with enrolments (paid and free),
// successful payments per month, lesson progress and quiz attempts, beside a course of another
// tutor and a trial student's progress that must count nowhere.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as courseInsightsGet } from "@/app/api/studio/courses/[id]/insights/route";
import { GET as insightsGet } from "@/app/api/studio/insights/route";
import { lagosMonth } from "@/lib/studio/course-insights-math";
import { courseInsights } from "@/server/studio/course-insights";
import { call, type TestAccount } from "../../support/api";
import { db, newStudent, newTutor } from "../bank/authoring-helpers";
import { quizSitting } from "../../support/quiz-sittings";

afterAll(() => db.$disconnect());

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

async function newCourse(ownerId: string, price: number, lessons: number) {
  const course = await db.course.create({
    data: {
      ownerId,
      title: `Physics ${randomUUID().slice(0, 8)}`,
      instructor: "Emeka O.",
      level: "Senior Secondary",
      category: "Physics",
      price,
      status: "published",
    },
  });
  const lessonIds: string[] = [];
  // Two sections, the second listed first by position, so the lesson order follows sections then lessons.
  const later = await db.section.create({ data: { courseId: course.id, title: "Waves", position: 2 } });
  const first = await db.section.create({ data: { courseId: course.id, title: "Motion", position: 1 } });
  for (let i = 0; i < lessons; i++) {
    const section = i < 2 ? first : later;
    const video = await db.lesson.create({
      data: {
        courseId: course.id,
        sectionId: section.id,
        title: `Lesson ${i + 1}`,
        durationSeconds: 300,
        position: i % 2,
      },
    });
    lessonIds.push(video.id);
  }
  return { id: course.id, lessonIds };
}

async function enrol(studentId: string, courseId: string, at = new Date()) {
  return db.enrollment.create({ data: { studentId, courseId, createdAt: at } });
}

async function payment(
  courseId: string,
  studentId: string,
  amount: number,
  status: "successful" | "failed" | "pending",
  verifiedAt: Date | null,
  enrollmentId?: string,
) {
  await db.payment.create({
    data: {
      txRef: `tx-${randomUUID()}`,
      courseId,
      studentId,
      amount,
      status,
      verifiedAt,
      enrollmentId: enrollmentId ?? null,
    },
  });
}

async function complete(studentId: string, courseId: string, lessonIds: string[], done: boolean) {
  await db.lessonProgress.createMany({
    data: lessonIds.map((lessonId) => ({
      studentId,
      lessonId,
      courseId,
      positionSeconds: 30,
      completedAt: done ? new Date() : null,
    })),
  });
}

describe("studio insights", () => {
  let tutor: TestAccount;
  let otherTutor: TestAccount;
  let student: TestAccount;
  let course: { id: string; lessonIds: string[] };
  let freeCourse: { id: string; lessonIds: string[] };
  let otherCourse: { id: string; lessonIds: string[] };
  const lastPaidAt = ago(60 * 1000);

  beforeAll(async () => {
    [tutor, otherTutor, student] = await Promise.all([newTutor(), newTutor(), newStudent()]);
    course = await newCourse(tutor.id, 5000, 4);
    freeCourse = await newCourse(tutor.id, 0, 0);
    otherCourse = await newCourse(otherTutor.id, 9000, 2);
    const students = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() =>
        db.user.create({
          data: {
            role: "student",
            email: `insights-${randomUUID()}@example.com`,
            passwordHash: "x",
            firstName: "Ada",
            lastName: "Eze",
            displayName: "Ada E.",
            emailVerifiedAt: new Date(),
          },
        }),
      ),
    );
    const [s1, s2, s3, s4, s5, trial] = students.map((s) => s.id) as [string, string, string, string, string, string];

    // Three paid enrolments (one paid a month ago), two free ones (one of them 40 days ago).
    const e1 = await enrol(s1, course.id);
    const e2 = await enrol(s2, course.id);
    const e3 = await enrol(s3, course.id, ago(35 * DAY_MS));
    await enrol(s4, course.id);
    await enrol(s5, course.id, ago(40 * DAY_MS));
    await payment(course.id, s1, 5000, "successful", lastPaidAt, e1.id);
    await payment(course.id, s2, 4500, "successful", ago(2 * 60 * 1000), e2.id);
    await payment(course.id, s3, 5000, "successful", ago(35 * DAY_MS), e3.id);
    // Neither a failure nor a payment still waiting is revenue.
    await payment(course.id, s4, 5000, "failed", null);
    await payment(course.id, s5, 5000, "pending", null);

    // s1 finished every lesson, s2 the first, s3 opened one and finished none; s4 and s5 never started.
    await complete(s1, course.id, course.lessonIds, true);
    await complete(s2, course.id, [course.lessonIds[0]!], true);
    await complete(s3, course.id, [course.lessonIds[1]!], false);
    // A student in the free trial is not enrolled: their progress is not the course's.
    await complete(trial, course.id, course.lessonIds, true);

    const quiz = await db.quiz.create({
      data: {
        title: "Motion quiz",
        category: "Physics",
        difficulty: "medium",
        courseId: course.id,
        tutorId: tutor.id,
        passingScore: 70,
      },
    });
    await db.sitting.createMany({
      data: [
        {
          studentId: s1,
          quizId: quiz.id,
          attemptNumber: 1,
          totalQuestions: 10,
          score: 80,
          passed: true,
          submittedAt: new Date(),
        },
        {
          studentId: s2,
          quizId: quiz.id,
          attemptNumber: 1,
          totalQuestions: 10,
          score: 60,
          passed: false,
          submittedAt: new Date(),
        },
        { studentId: s2, quizId: quiz.id, attemptNumber: 2, totalQuestions: 10 },
      ].map(quizSitting),
    });

    // The other tutor's course shares a student and is paid: none of it may reach this tutor.
    const other = await enrol(s1, otherCourse.id);
    await payment(otherCourse.id, s1, 9000, "successful", new Date(), other.id);
  });

  it("GET /api/studio/insights lists the tutor's own courses only, with counts and naira totals", async () => {
    const res = await call(insightsGet, { path: "/api/studio/insights", token: tutor.token });
    expect(res.status).toBe(200);
    expect(res.body.courses.map((c: { id: string }) => c.id).sort()).toEqual([course.id, freeCourse.id].sort());
    const paid = res.body.courses.find((c: { id: string }) => c.id === course.id);
    expect(paid).toMatchObject({
      price: 5000,
      lessons: 4,
      enrollments: { total: 5, last_30_days: 3, paid: 3, free: 2 },
      revenue: { currency: "NGN", gross: 14500, payments: 3 },
      progress: { started: 3, average_percent: 25 },
    });
    expect(res.body.courses.find((c: { id: string }) => c.id === freeCourse.id)).toMatchObject({
      enrollments: { total: 0, last_30_days: 0, paid: 0, free: 0 },
      revenue: { gross: 0, payments: 0 },
      progress: { started: 0, average_percent: 0 },
    });
    expect(res.body.totals).toEqual({ courses: 2, enrollments: 5, last_30_days: 3, gross: 14500, payments: 3 });
    expect(res.body.revenue_months).toHaveLength(6);
    const thisMonth = res.body.revenue_months.find((m: { month: string }) => m.month === lagosMonth(lastPaidAt));
    expect(thisMonth.gross).toBeGreaterThanOrEqual(9500);
    expect(JSON.stringify(res.body)).not.toContain("@example.com");
  });

  it("GET /api/studio/courses/{id}/insights: enrolments, revenue by month, completion buckets, lesson drop-off, quiz average", async () => {
    const res = await call(courseInsightsGet, { token: tutor.token, params: { id: course.id } });
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.course).toMatchObject({ id: course.id, price: 5000, lessons: 4, status: "published" });
    expect(body.enrollments).toEqual({ total: 5, last_30_days: 3, paid: 3, free: 2 });
    expect(body.revenue).toMatchObject({ currency: "NGN", gross: 14500, payments: 3 });
    expect(body.revenue.months.reduce((sum: number, m: { gross: number }) => sum + m.gross, 0)).toBe(14500);
    expect(body.progress).toMatchObject({ enrolled: 5, started: 3, average_percent: 25, completed: 1 });
    expect(body.progress.distribution).toEqual([
      { bucket: "0", students: 3 },
      { bucket: "1-25", students: 1 },
      { bucket: "26-50", students: 0 },
      { bucket: "51-75", students: 0 },
      { bucket: "76-99", students: 0 },
      { bucket: "100", students: 1 },
    ]);
    // Lessons in course order (section "Motion" first); the trial student's completions are left out.
    expect(
      body.progress.lessons.map(
        (l: { title: string; section: string; completed: number; completed_percent: number }) => [
          l.section,
          l.title,
          l.completed,
          l.completed_percent,
        ],
      ),
    ).toEqual([
      ["Motion", "Lesson 1", 2, 40],
      ["Motion", "Lesson 2", 1, 20],
      ["Waves", "Lesson 3", 1, 20],
      ["Waves", "Lesson 4", 1, 20],
    ]);
    expect(body.quizzes).toEqual({ quizzes: 1, attempts: 2, students: 2, average_score: 70, pass_percent: 50 });
    expect(JSON.stringify(body)).not.toMatch(/@example\.com|student_id/);
  });

  it("a course without lessons or quizzes: zeros, no quiz figures", async () => {
    const res = await call(courseInsightsGet, { token: tutor.token, params: { id: freeCourse.id } });
    expect(res.status).toBe(200);
    expect(res.body.progress).toMatchObject({ enrolled: 0, started: 0, average_percent: 0, completed: 0, lessons: [] });
    expect(res.body.quizzes).toBeNull();
  });

  it("counts a payment in the Lagos month it was confirmed in", async () => {
    // 23:30 UTC on 31 October is 00:30 on 1 November in Lagos.
    const lateCourse = await newCourse(tutor.id, 1000, 1);
    const buyer = await db.user.create({
      data: {
        role: "student",
        email: `insights-${randomUUID()}@example.com`,
        passwordHash: "x",
        firstName: "Ada",
        lastName: "Eze",
        displayName: "Ada E.",
      },
    });
    const e = await enrol(buyer.id, lateCourse.id);
    await payment(lateCourse.id, buyer.id, 1000, "successful", new Date("2026-10-31T23:30:00Z"), e.id);
    const insights = await courseInsights(tutor.id, lateCourse.id, new Date("2026-12-05T10:00:00Z"));
    expect(insights.revenue.months).toEqual([
      { month: "2026-07", gross: 0, payments: 0 },
      { month: "2026-08", gross: 0, payments: 0 },
      { month: "2026-09", gross: 0, payments: 0 },
      { month: "2026-10", gross: 0, payments: 0 },
      { month: "2026-11", gross: 1000, payments: 1 },
      { month: "2026-12", gross: 0, payments: 0 },
    ]);
  });

  it("another tutor's course is 404, as is one that does not exist", async () => {
    const res = await call(courseInsightsGet, { token: otherTutor.token, params: { id: course.id } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("not_found");
    expect((await call(courseInsightsGet, { token: tutor.token, params: { id: otherCourse.id } })).status).toBe(404);
    expect((await call(courseInsightsGet, { token: tutor.token, params: { id: "no-such-course" } })).status).toBe(404);
    const others = await call(insightsGet, { path: "/api/studio/insights", token: otherTutor.token });
    expect(others.body.courses.map((c: { id: string }) => c.id)).toEqual([otherCourse.id]);
    expect(others.body.totals).toMatchObject({ enrollments: 1, gross: 9000 });
  });

  it("students get 403 and visitors 401", async () => {
    for (const handler of [insightsGet, courseInsightsGet]) {
      const asStudent = await call(handler, { token: student.token, params: { id: course.id } });
      expect(asStudent.status).toBe(403);
      expect(asStudent.body.error).toBe("forbidden");
      const signedOut = await call(handler, { params: { id: course.id } });
      expect(signedOut.status).toBe(401);
      expect(signedOut.body.error).toBe("unauthorized");
    }
  });
});
