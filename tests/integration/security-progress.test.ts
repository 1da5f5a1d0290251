// Study time cannot be faked (issue 16): a burst of progress reports earns at most the
// wall-clock time it took, however much watched time each report claims.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as videoProgress } from "@/app/api/progress/videos/[videoId]/route";
import { FIRST_REPORT_MAX_SECONDS } from "@/lib/courses/study-credit";
import { call, newStudent, openDb, newTutor, type TestAccount } from "../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

let tutor: TestAccount;
beforeAll(async () => {
  tutor = await newTutor();
});

/** A student enrolled in a fresh course with one three-minute lesson. */
async function studentWithLesson() {
  const course = await db.course.create({
    data: {
      ownerId: tutor.id,
      status: "published",
      title: `Study time ${Math.random()}`,
      instructor: "Emeka Obi",
      level: "Beginner",
      category: "Physics",
      price: 0,
      lessonCount: 1,
    },
  });
  const section = await db.section.create({ data: { courseId: course.id, title: "Part 1", position: 1 } });
  const video = await db.lesson.create({
    data: {
      courseId: course.id,
      sectionId: section.id,
      title: "Lesson 1",
      durationSeconds: 180,
      position: 1,
      storageKey: "samples/lesson-1.mp4",
    },
  });
  const student = await newStudent();
  await db.enrollment.create({ data: { studentId: student.id, courseId: course.id } });
  return { student, video };
}

const put = (token: string, lessonId: string, body: unknown) =>
  call(videoProgress, {
    method: "PUT",
    path: `/api/progress/videos/${lessonId}`,
    token,
    body,
    params: { videoId: lessonId },
  });
const watched = async (studentId: string, lessonId: string) =>
  (await db.lessonProgress.findUniqueOrThrow({ where: { studentId_lessonId: { studentId, lessonId } } }))
    .watchedSeconds;
const studySeconds = async (studentId: string) =>
  (await db.studyDay.findMany({ where: { studentId } })).reduce((sum, d) => sum + d.seconds, 0);

describe("PUT /api/progress/videos/{id}: watched time", () => {
  it("20 rapid reports credit at most the seconds they took", async () => {
    const { student, video } = await studentWithLesson();
    expect((await put(student.token, video.id, { position_seconds: 10, watched_seconds: 10 })).status).toBe(200);
    const before = await watched(student.id, video.id);

    const started = Date.now();
    for (let i = 0; i < 20; i++)
      expect((await put(student.token, video.id, { position_seconds: 20 + i, watched_seconds: 120 })).status).toBe(200);
    const tookSeconds = (Date.now() - started) / 1000;

    const added = (await watched(student.id, video.id)) - before;
    expect(added).toBeLessThanOrEqual(Math.ceil(tookSeconds));
    expect(added).toBeLessThan(20 * 10);
    expect(await studySeconds(student.id)).toBe(before + added);
  });

  it("20 concurrent first reports credit no more than one first report and the time they took", async () => {
    const { student, video } = await studentWithLesson();
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => put(student.token, video.id, { watched_seconds: 120 })),
    );
    const tookSeconds = (Date.now() - started) / 1000;
    for (const res of answers) expect(res.status).toBe(200);
    const total = await watched(student.id, video.id);
    expect(total).toBeLessThanOrEqual(FIRST_REPORT_MAX_SECONDS + Math.ceil(tookSeconds));
    expect(await studySeconds(student.id)).toBe(total);
  });

  it("a report after a long pause credits what was watched, at most the lesson's length", async () => {
    const { student, video } = await studentWithLesson();
    await put(student.token, video.id, { position_seconds: 5, watched_seconds: 5 });
    await db.lessonProgress.update({
      where: { studentId_lessonId: { studentId: student.id, lessonId: video.id } },
      data: { updatedAt: new Date(Date.now() - 3_600_000) },
    });
    await put(student.token, video.id, { position_seconds: 60, watched_seconds: 55 });
    expect(await watched(student.id, video.id)).toBe(60);
    await db.lessonProgress.update({
      where: { studentId_lessonId: { studentId: student.id, lessonId: video.id } },
      data: { updatedAt: new Date(Date.now() - 3_600_000) },
    });
    await put(student.token, video.id, { watched_seconds: 100_000 });
    expect(await watched(student.id, video.id)).toBeLessThanOrEqual(60 + 180);
  });
});
