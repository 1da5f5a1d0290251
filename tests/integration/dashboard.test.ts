// The student dashboard (docs/product-spec.md part 2, issue 6): stats, recent activity, weekly ranking and
// upcoming quizzes, computed by getDashboard on data made by hand for each test. Every
// test works in weeks of its own (far from today and from each other), so quiz attempts
// made by other tests or other files never enter a ranking asserted here.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/server/db-client";
import { getDashboard, lagosDay } from "@/server/study/dashboard";
import { quizSitting } from "../support/quiz-sittings";

const db = createPrismaClient(process.env.DATABASE_URL!, { max: 2 });
afterAll(() => db.$disconnect());

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const uid = () => randomUUID().replace(/-/g, "").slice(0, 12);
const at = (iso: string) => new Date(iso);
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

async function newUser(role: "student" | "tutor" = "student", firstName = "Adaeze") {
  return db.user.create({
    data: {
      role,
      email: `dash-${role}-${uid()}@example.com`,
      passwordHash: "not-a-real-hash",
      firstName,
      lastName: "Okeke",
      displayName: `${firstName} O.`,
      emailVerifiedAt: new Date(),
    },
    select: { id: true },
  });
}

let tutorId: string | undefined;
async function tutor(): Promise<string> {
  tutorId ??= (await newUser("tutor", "Tunde")).id;
  return tutorId;
}

type TestCourse = { id: string; title: string; videos: { id: string; title: string }[] };

/** A course with `lessons` videos spread over sections of at most 100; lesson_count matches. */
async function newCourse(title: string, lessons: number): Promise<TestCourse> {
  const ownerId = await tutor();
  const course = await db.course.create({
    data: {
      ownerId,
      title,
      instructor: "Tunde Bakare",
      level: "Beginner",
      category: "Mathematics",
      lessonCount: lessons,
      status: "published",
    },
    select: { id: true, title: true },
  });
  const videos: { id: string; title: string }[] = [];
  for (let s = 0; s * 100 < lessons; s++) {
    const section = await db.section.create({
      data: { courseId: course.id, title: `Section ${s + 1}`, position: s + 1 },
      select: { id: true },
    });
    const rows = Array.from({ length: Math.min(100, lessons - s * 100) }, (_, i) => ({
      id: randomUUID(),
      courseId: course.id,
      sectionId: section.id,
      title: `${title} lesson ${s * 100 + i + 1}`,
      durationSeconds: 600,
      position: i + 1,
    }));
    await db.lesson.createMany({ data: rows });
    videos.push(...rows.map(({ id, title }) => ({ id, title })));
  }
  return { ...course, videos };
}

const enrol = (studentId: string, courseId: string, createdAt = at("2020-01-01T00:00:00Z")) =>
  db.enrollment.create({ data: { studentId, courseId, createdAt } });

function progress(
  studentId: string,
  course: TestCourse,
  completed: { index: number; at: Date | null; watched?: number }[],
) {
  return db.lessonProgress.createMany({
    data: completed.map((c) => ({
      studentId,
      courseId: course.id,
      lessonId: course.videos[c.index]!.id,
      completedAt: c.at,
      watchedSeconds: c.watched ?? 600,
    })),
  });
}

const studyDays = (studentId: string, days: [string, number][]) =>
  db.studyDay.createMany({ data: days.map(([day, seconds]) => ({ studentId, day: at(`${day}T00:00:00Z`), seconds })) });

async function newQuiz(
  title: string,
  options: { courseId?: string; questions?: number; timeLimit?: number | null } = {},
) {
  const quiz = await db.quiz.create({
    data: {
      title,
      category: "Mathematics",
      difficulty: "medium",
      tutorId: await tutor(),
      courseId: options.courseId ?? null,
      timeLimit: options.timeLimit === undefined ? 20 : options.timeLimit,
      status: "published",
    },
    select: { id: true, title: true },
  });
  const n = options.questions ?? 3;
  if (n > 0) {
    await db.question.createMany({
      data: Array.from({ length: n }, (_, i) => ({
        quizId: quiz.id,
        position: i + 1,
        question: `Question ${i + 1}?`,
        options: ["A", "B", "C", "D"],
        correctIndex: 0,
      })),
    });
  }
  return quiz;
}

const attemptNumbers = new Map<string, number>();
/** An attempt; submitted unless `submittedAt` is null. passed defaults to score ≥ 70. */
function attempt(studentId: string, quizId: string, score: number | null, submittedAt: Date | null, passed?: boolean) {
  const key = `${studentId}:${quizId}`;
  const attemptNumber = (attemptNumbers.get(key) ?? 0) + 1;
  attemptNumbers.set(key, attemptNumber);
  return db.sitting.create({
    data: quizSitting({
      studentId,
      quizId,
      attemptNumber,
      startedAt: submittedAt ? new Date(submittedAt.getTime() - 10 * 60_000) : new Date("2020-01-01T00:00:00Z"),
      submittedAt,
      score: submittedAt ? score : null,
      totalQuestions: 3,
      passed: submittedAt ? (passed ?? (score ?? 0) >= 70) : null,
    }),
  });
}

describe("lagosDay", () => {
  it("is the calendar date in Lagos (UTC+1)", () => {
    expect(lagosDay(at("2030-06-14T22:59:59Z"))).toBe("2030-06-14");
    expect(lagosDay(at("2030-06-14T23:00:00Z"))).toBe("2030-06-15");
    expect(lagosDay(at("2030-12-31T23:30:00Z"))).toBe("2031-01-01");
  });
});

describe("getDashboard: a brand-new student", () => {
  it("has zeros everywhere and no activity, ranking or upcoming quizzes", async () => {
    const student = await newUser();
    const dashboard = await getDashboard(student.id, at("2041-03-10T12:00:00Z"));
    expect(dashboard).toEqual({
      stats: { coursesEnrolled: 0, coursesCompleted: 0, totalStudyHours: 0, currentStreak: 0 },
      activity: [],
      ranking: { currentRank: null, totalStudents: 0, weeklyScore: 0, improvement: 0 },
      upcoming: [],
    });
  });
});

describe("getDashboard: courses", () => {
  it("counts enrolments, and a course as completed only when every one of its lessons is", async () => {
    const student = await newUser();
    const other = await newUser();
    const all = await newCourse("Complete Algebra", 2);
    const partial = await newCourse("Partial Biology", 3);
    const empty = await newCourse("Empty Chemistry", 0);
    const notEnrolled = await newCourse("Preview Physics", 1);
    await Promise.all([
      enrol(student.id, all.id),
      enrol(student.id, partial.id),
      enrol(student.id, empty.id),
      enrol(other.id, partial.id),
    ]);
    const done = at("2030-01-05T10:00:00Z");
    await progress(student.id, all, [
      { index: 0, at: done },
      { index: 1, at: done },
    ]);
    // Two of three completed, the third watched but not finished.
    await progress(student.id, partial, [
      { index: 0, at: done },
      { index: 1, at: done },
      { index: 2, at: null, watched: 300 },
    ]);
    // A finished lesson of a course the student is not enrolled in.
    await progress(student.id, notEnrolled, [{ index: 0, at: done }]);
    // Another student finishing the rest of the partial course changes nothing for ours.
    await progress(other.id, partial, [
      { index: 0, at: done },
      { index: 1, at: done },
      { index: 2, at: done },
    ]);

    const { stats } = await getDashboard(student.id, at("2030-01-10T12:00:00Z"));
    expect(stats.coursesEnrolled).toBe(3);
    expect(stats.coursesCompleted).toBe(1);
    expect((await getDashboard(other.id, at("2030-01-10T12:00:00Z"))).stats).toMatchObject({
      coursesEnrolled: 1,
      coursesCompleted: 1,
    });

    await db.lessonProgress.update({
      where: { studentId_lessonId: { studentId: student.id, lessonId: partial.videos[2]!.id } },
      data: { completedAt: done },
    });
    expect((await getDashboard(student.id, at("2030-01-10T12:00:00Z"))).stats.coursesCompleted).toBe(2);
  });
});

describe("getDashboard: study hours", () => {
  it.each([
    { seconds: [0], hours: 0 },
    { seconds: [179], hours: 0 }, // 0.0497 h
    { seconds: [180], hours: 0.1 }, // 0.05 h rounds up
    { seconds: [3599], hours: 1 },
    { seconds: [3600, 1800, 179], hours: 1.5 }, // 5579 s = 1.5497 h
    { seconds: [3600, 1800, 180], hours: 1.6 }, // 5580 s = 1.55 h
    { seconds: [36000, 36000, 18000], hours: 25 },
  ])("sums study days: $seconds s → $hours h", async ({ seconds, hours }) => {
    const student = await newUser();
    await studyDays(
      student.id,
      seconds.map((s, i): [string, number] => [`2030-02-${String(i + 1).padStart(2, "0")}`, s]),
    );
    expect((await getDashboard(student.id, at("2030-03-01T12:00:00Z"))).stats.totalStudyHours).toBe(hours);
  });
});

describe("getDashboard: current streak", () => {
  const now = at("2030-06-15T12:00:00Z"); // 13:00 on 15 June in Lagos
  const streak = async (days: string[], when = now) => {
    const student = await newUser();
    await studyDays(
      student.id,
      days.map((d): [string, number] => [d, 600]),
    );
    return (await getDashboard(student.id, when)).stats.currentStreak;
  };

  it("counts consecutive days ending today", async () => {
    expect(await streak(["2030-06-11", "2030-06-13", "2030-06-14", "2030-06-15"])).toBe(3);
    expect(await streak(["2030-06-15"])).toBe(1);
  });

  it("ignores days after today", async () => {
    expect(await streak(["2030-06-14", "2030-06-15", "2030-06-16", "2030-06-17"])).toBe(2);
  });

  it("keeps a run that ended yesterday while today has no study yet", async () => {
    expect(await streak(["2030-06-10", "2030-06-12", "2030-06-13", "2030-06-14"])).toBe(3);
    expect(await streak(["2030-06-14"])).toBe(1);
  });

  it("is 0 when the last study day was two or more days ago, or there is none", async () => {
    expect(await streak(["2030-06-12", "2030-06-13"])).toBe(0);
    expect(await streak(["2030-05-01"])).toBe(0);
    expect(await streak([])).toBe(0);
  });

  it("uses the Lagos calendar date across the Lagos midnight", async () => {
    const days = ["2030-06-13", "2030-06-14"];
    // 23:30 on the 15th in Lagos: today (15th) has nothing yet, yesterday continues the run.
    expect(await streak(days, at("2030-06-15T22:30:00Z"))).toBe(2);
    // 00:30 on the 16th in Lagos (still the 15th in UTC): the run ended two days ago.
    expect(await streak(days, at("2030-06-15T23:30:00Z"))).toBe(0);
    // A row for the 16th counts as today from 00:00 Lagos time, while UTC is still on the 15th.
    expect(await streak(["2030-06-15", "2030-06-16"], at("2030-06-15T23:30:00Z"))).toBe(2);
    expect(await streak(["2030-06-15", "2030-06-16"], at("2030-06-15T22:30:00Z"))).toBe(1);
  });
});

describe("getDashboard: recent activity", () => {
  it("merges completed lessons, submitted quizzes and enrolments, newest first, at most 10", async () => {
    const now = at("2031-04-20T12:00:00Z");
    const student = await newUser();
    const maths = await newCourse("WAEC Mathematics", 6);
    const english = await newCourse("JAMB Use of English", 2);
    const quiz = await newQuiz("Quadratic Equations Drill", { courseId: maths.id });
    const general = await newQuiz("General Knowledge Sprint");
    const t = (hoursAgo: number) => ago(now, hoursAgo * HOUR);

    await enrol(student.id, maths.id, t(100)); // 13th newest: left out
    await enrol(student.id, english.id, t(5));
    await progress(student.id, maths, [
      { index: 0, at: t(90) }, // 12th: left out
      { index: 1, at: t(60) }, // 11th: left out
      { index: 2, at: t(40) },
      { index: 3, at: t(20) },
      { index: 4, at: t(2) },
      { index: 5, at: null, watched: 120 }, // not completed: never listed
    ]);
    await progress(student.id, english, [
      { index: 0, at: t(1) },
      { index: 1, at: ago(now, -HOUR) },
    ]); // the second is after `now`
    await attempt(student.id, quiz.id, 45, t(50));
    await attempt(student.id, quiz.id, 80, t(30));
    await attempt(student.id, quiz.id, null, null); // started, never submitted: not listed
    await attempt(student.id, general.id, 100, t(10));
    await attempt(student.id, general.id, 60, t(3));
    await attempt(student.id, general.id, 90, t(0));

    const { activity } = await getDashboard(student.id, now);
    expect(activity).toEqual([
      { type: "quiz_taken", title: "General Knowledge Sprint", detail: "Scored 90% · Passed", at: t(0) },
      { type: "lesson_completed", title: "JAMB Use of English lesson 1", detail: "JAMB Use of English", at: t(1) },
      { type: "lesson_completed", title: "WAEC Mathematics lesson 5", detail: "WAEC Mathematics", at: t(2) },
      { type: "quiz_taken", title: "General Knowledge Sprint", detail: "Scored 60%", at: t(3) },
      { type: "enrolled", title: "JAMB Use of English", detail: "Tunde Bakare", at: t(5) },
      { type: "quiz_taken", title: "General Knowledge Sprint", detail: "Scored 100% · Passed", at: t(10) },
      { type: "lesson_completed", title: "WAEC Mathematics lesson 4", detail: "WAEC Mathematics", at: t(20) },
      { type: "quiz_taken", title: "Quadratic Equations Drill", detail: "Scored 80% · Passed", at: t(30) },
      { type: "lesson_completed", title: "WAEC Mathematics lesson 3", detail: "WAEC Mathematics", at: t(40) },
      { type: "quiz_taken", title: "Quadratic Equations Drill", detail: "Scored 45%", at: t(50) },
    ]);
  });

  it("lists fewer than 10 when there are fewer, and nothing of other students", async () => {
    const now = at("2031-05-20T12:00:00Z");
    const student = await newUser();
    const other = await newUser();
    const course = await newCourse("NECO Physics", 1);
    await enrol(student.id, course.id, ago(now, DAY));
    await enrol(other.id, course.id, ago(now, HOUR));
    await progress(other.id, course, [{ index: 0, at: ago(now, HOUR) }]);
    const { activity } = await getDashboard(student.id, now);
    expect(activity).toEqual([{ type: "enrolled", title: "NECO Physics", detail: "Tunde Bakare", at: ago(now, DAY) }]);
  });
});

describe("getDashboard: weekly ranking", () => {
  it("sums each student's first-attempt score per quiz over the last 7 days (retakes never count) and ranks ties together", async () => {
    const now = at("2032-09-15T12:00:00Z");
    const [me, top, tied, low, unsubmitted, boundary, dropped] = await Promise.all(
      Array.from({ length: 7 }, () => newUser()),
    );
    const someTutor = await newUser("tutor", "Kemi");
    const [q1, q2, q3] = [
      await newQuiz("Ranking quiz 1"),
      await newQuiz("Ranking quiz 2"),
      await newQuiz("Ranking quiz 3"),
    ];
    const d = (days: number) => ago(now, days * DAY);

    // Attempts are numbered in the order they are made here. Me: first attempts 60 on q1 and
    // 70 on q2 = 130 this week (the 80 and 100 retakes on q1 do not count); the week before,
    // the first attempt at q3 scored 30.
    await attempt(me!.id, q1.id, 60, d(6));
    await attempt(me!.id, q1.id, 80, d(2));
    await attempt(me!.id, q2.id, 70, ago(now, 0)); // exactly now: in
    await attempt(me!.id, q1.id, 100, d(8));
    await attempt(me!.id, q3.id, 30, d(7)); // exactly 7 days ago: the week before
    await attempt(me!.id, q3.id, 20, d(13));
    await attempt(me!.id, q2.id, 95, d(15)); // three weeks' window: ignored
    await attempt(me!.id, q3.id, 100, ago(now, -HOUR)); // after now: ignored

    await attempt(top!.id, q1.id, 100, d(1));
    await attempt(top!.id, q2.id, 100, d(1));
    await attempt(tied!.id, q1.id, 50, d(3));
    await attempt(tied!.id, q1.id, 100, d(2)); // a retake after the review: not counted
    await attempt(tied!.id, q3.id, 80, d(4)); // 130: ties with me
    await attempt(low!.id, q1.id, 40, d(5));
    await attempt(low!.id, q1.id, 30, d(5));
    await attempt(low!.id, q2.id, 50, d(5)); // 90
    await attempt(unsubmitted!.id, q1.id, null, null); // started, never submitted
    await attempt(boundary!.id, q1.id, 100, d(7)); // exactly 7 days ago: not this week
    await attempt(someTutor.id, q1.id, 100, d(1)); // tutors are not ranked
    await attempt(dropped!.id, q1.id, 90, d(10)); // last week only

    expect((await getDashboard(me!.id, now)).ranking).toEqual({
      currentRank: 2,
      totalStudents: 4,
      weeklyScore: 130,
      improvement: 100,
    });
    expect((await getDashboard(tied!.id, now)).ranking).toEqual({
      currentRank: 2,
      totalStudents: 4,
      weeklyScore: 130,
      improvement: 130,
    });
    expect((await getDashboard(top!.id, now)).ranking).toEqual({
      currentRank: 1,
      totalStudents: 4,
      weeklyScore: 200,
      improvement: 200,
    });
    expect((await getDashboard(low!.id, now)).ranking).toEqual({
      currentRank: 4,
      totalStudents: 4,
      weeklyScore: 90,
      improvement: 90,
    });
    // No attempt this week: no rank, and the improvement is the drop from last week.
    expect((await getDashboard(dropped!.id, now)).ranking).toEqual({
      currentRank: null,
      totalStudents: 4,
      weeklyScore: 0,
      improvement: -90,
    });
    expect((await getDashboard(boundary!.id, now)).ranking).toEqual({
      currentRank: null,
      totalStudents: 4,
      weeklyScore: 0,
      improvement: -100,
    });
    expect((await getDashboard(unsubmitted!.id, now)).ranking).toEqual({
      currentRank: null,
      totalStudents: 4,
      weeklyScore: 0,
      improvement: 0,
    });
  });

  it("ranks a lone student first of one, and a week later nobody", async () => {
    const now = at("2033-02-01T08:00:00Z");
    const student = await newUser();
    const quiz = await newQuiz("Lone quiz");
    await attempt(student.id, quiz.id, 65, ago(now, HOUR));
    expect((await getDashboard(student.id, now)).ranking).toEqual({
      currentRank: 1,
      totalStudents: 1,
      weeklyScore: 65,
      improvement: 65,
    });
    expect((await getDashboard(student.id, ago(now, -7 * DAY))).ranking).toEqual({
      currentRank: null,
      totalStudents: 0,
      weeklyScore: 0,
      improvement: -65,
    });
  });
});

describe("getDashboard: upcoming quizzes", () => {
  it("lists the enrolled courses' quizzes not yet passed, never-attempted ones first, then by title", async () => {
    const now = at("2034-01-10T12:00:00Z");
    const student = await newUser();
    const other = await newUser();
    const course = await newCourse("SS2 Further Mathematics", 1);
    const second = await newCourse("SS2 Chemistry", 1);
    const notMine = await newCourse("SS3 Economics", 1);
    await enrol(student.id, course.id);
    await enrol(student.id, second.id);
    await enrol(other.id, notMine.id);

    const zebra = await newQuiz("Zebra crossings", { courseId: course.id, questions: 2, timeLimit: null });
    const algebra = await newQuiz("Algebra checkpoint", { courseId: course.id, questions: 5, timeLimit: 15 });
    const bearings = await newQuiz("Bearings practice", { courseId: course.id, questions: 4, timeLimit: 30 });
    const circles = await newQuiz("Circle theorems", { courseId: course.id });
    const decimals = await newQuiz("Decimals review", { courseId: course.id });
    const energy = await newQuiz("Energy changes", { courseId: second.id, questions: 0, timeLimit: 10 });
    const fuels = await newQuiz("Fuels", { courseId: second.id, questions: 1, timeLimit: 5 });
    await newQuiz("Aardvark economics", { courseId: notMine.id }); // not enrolled
    await newQuiz("Aardvark general", {}); // general quiz: in the library, not here

    await attempt(student.id, bearings.id, 40, ago(now, DAY)); // failed: medium
    await attempt(student.id, circles.id, 75, ago(now, DAY)); // passed: gone
    await attempt(student.id, decimals.id, 50, ago(now, 2 * DAY));
    await attempt(student.id, decimals.id, 90, ago(now, DAY)); // passed on retake: gone
    await attempt(student.id, energy.id, null, null); // started only: still never attempted
    await attempt(other.id, zebra.id, 100, ago(now, DAY)); // someone else passing changes nothing
    await attempt(student.id, fuels.id, 70, ago(now, DAY), false); // 70 but not passed (by the quiz's own rule)

    const { upcoming } = await getDashboard(student.id, now);
    expect(upcoming).toEqual([
      {
        id: algebra.id,
        title: "Algebra checkpoint",
        course: "SS2 Further Mathematics",
        questions: 5,
        duration: 15,
        priority: "high",
        type: "chapter_quiz",
      },
      {
        id: energy.id,
        title: "Energy changes",
        course: "SS2 Chemistry",
        questions: 0,
        duration: 10,
        priority: "high",
        type: "chapter_quiz",
      },
      {
        id: zebra.id,
        title: "Zebra crossings",
        course: "SS2 Further Mathematics",
        questions: 2,
        duration: null,
        priority: "high",
        type: "chapter_quiz",
      },
      {
        id: bearings.id,
        title: "Bearings practice",
        course: "SS2 Further Mathematics",
        questions: 4,
        duration: 30,
        priority: "medium",
        type: "chapter_quiz",
      },
      {
        id: fuels.id,
        title: "Fuels",
        course: "SS2 Chemistry",
        questions: 1,
        duration: 5,
        priority: "medium",
        type: "chapter_quiz",
      },
    ]);
  });

  it("shows at most 5", async () => {
    const student = await newUser();
    const course = await newCourse("JSS3 Basic Science", 1);
    await enrol(student.id, course.id);
    for (const letter of ["G", "F", "E", "D", "C", "B", "A"])
      await newQuiz(`Quiz ${letter}`, { courseId: course.id, questions: 1 });
    const { upcoming } = await getDashboard(student.id, at("2034-02-01T12:00:00Z"));
    expect(upcoming.map((q) => q.title)).toEqual(["Quiz A", "Quiz B", "Quiz C", "Quiz D", "Quiz E"]);
  });
});

describe("getDashboard: scale", () => {
  it("answers quickly for a student with 300 completed lessons, a year of study days and many attempts", async () => {
    const now = at("2035-07-01T12:00:00Z");
    const student = await newUser();
    const course = await newCourse("Big WAEC Revision", 300);
    const small = await newCourse("Small course", 2);
    await enrol(student.id, course.id, ago(now, 400 * DAY));
    await enrol(student.id, small.id, ago(now, 399 * DAY));
    await progress(
      student.id,
      course,
      course.videos.map((_, i) => ({ index: i, at: ago(now, (300 - i) * HOUR) })),
    );
    await studyDays(
      student.id,
      Array.from({ length: 365 }, (_, i): [string, number] => [lagosDay(ago(now, i * DAY)), 1800]),
    );
    const quizzes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        newQuiz(`Revision quiz ${String(i).padStart(2, "0")}`, { courseId: course.id, questions: 10 }),
      ),
    );
    for (const [i, quiz] of quizzes.entries()) {
      await attempt(student.id, quiz.id, 50, ago(now, (i + 1) * DAY));
      await attempt(student.id, quiz.id, i % 2 ? 90 : 60, ago(now, i * DAY + 2 * HOUR));
    }

    await getDashboard(student.id, now); // warm the connection pool
    const started = performance.now();
    const dashboard = await getDashboard(student.id, now);
    const elapsed = performance.now() - started;

    expect(dashboard.stats).toEqual({
      coursesEnrolled: 2,
      coursesCompleted: 1,
      totalStudyHours: 182.5,
      currentStreak: 365,
    });
    expect(dashboard.activity).toHaveLength(10);
    expect(dashboard.activity[0]).toMatchObject({ type: "lesson_completed", title: "Big WAEC Revision lesson 300" });
    expect(dashboard.upcoming).toHaveLength(5);
    expect(dashboard.upcoming.every((q) => q.priority === "medium" && q.questions === 10)).toBe(true);
    expect(elapsed).toBeLessThan(500);
  });
});
