import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as courseProgress } from "@/app/api/progress/courses/[courseId]/route";
import { PUT as videoProgress } from "@/app/api/progress/videos/[videoId]/route";
import { GET as enrolledCourses } from "@/app/api/courses/enrolled/route";
import { POST as enroll } from "@/app/api/enrollments/route";
import { call, openDb, newTutor, newStudent, type TestAccount } from "../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

let tutor: TestAccount;
let course: { id: string; videos: { id: string; durationSeconds: number }[] };

async function makeCourse(lessons = 4) {
  const created = await db.course.create({
    data: {
      ownerId: tutor.id,
      title: `Progress course ${Math.random()}`,
      instructor: "Emeka Obi",
      level: "Beginner",
      category: "Physics",
      price: 0,
      lessonCount: lessons,
      status: "published",
    },
  });
  const section = await db.section.create({ data: { courseId: created.id, title: "Part 1", position: 1 } });
  const videos = [];
  for (let i = 0; i < lessons; i++) {
    videos.push(
      await db.lesson.create({
        data: {
          courseId: created.id,
          sectionId: section.id,
          title: `Lesson ${i + 1}`,
          durationSeconds: 300,
          position: i + 1,
          storageKey: "samples/lesson-1.mp4",
        },
      }),
    );
  }
  return { id: created.id, videos };
}

const put = (token: string | undefined, lessonId: string, body: unknown) =>
  call(videoProgress, {
    method: "PUT",
    path: `/api/progress/videos/${lessonId}`,
    token,
    body,
    params: { videoId: lessonId },
  });
const get = (token: string | undefined, courseId: string) =>
  call(courseProgress, { path: `/api/progress/courses/${courseId}`, token, params: { courseId } });

beforeAll(async () => {
  tutor = await newTutor();
  course = await makeCourse();
});

async function enrolledStudent() {
  const student = await newStudent();
  const res = await call(enroll, { path: "/api/enrollments", token: student.token, body: { course_id: course.id } });
  expect(res.status).toBe(201);
  return student;
}

describe("lesson progress", () => {
  it("records completion and positions, and reports the course's rounded percent", async () => {
    const student = await enrolledStudent();
    const [v1, v2, v3] = course.videos;
    expect((await put(student.token, v1!.id, { completed: true })).status).toBe(200);
    const res = await put(student.token, v2!.id, { position_seconds: 42.7 });
    expect(res.body.progress).toEqual({
      course_id: course.id,
      completed_video_ids: [v1!.id],
      positions: { [v1!.id]: 0, [v2!.id]: 43 },
      percent: 25,
    });
    await put(student.token, v3!.id, { completed: true });
    const now = await get(student.token, course.id);
    expect(now.status).toBe(200);
    expect(now.body.progress.percent).toBe(50);
    expect(new Set(now.body.progress.completed_video_ids)).toEqual(new Set([v1!.id, v3!.id]));

    // /api/courses/enrolled carries the same numeric progress.
    const list = await call(enrolledCourses, { path: "/api/courses/enrolled", token: student.token });
    expect(list.body.courses.find((c: { id: string }) => c.id === course.id).progress).toBe(50);
  });

  it("is idempotent: completing twice keeps the first completion time and one row", async () => {
    const student = await enrolledStudent();
    const video = course.videos[0]!;
    await put(student.token, video.id, { completed: true });
    const first = await db.lessonProgress.findUniqueOrThrow({
      where: { studentId_lessonId: { studentId: student.id, lessonId: video.id } },
    });
    await new Promise((r) => setTimeout(r, 20));
    await Promise.all([
      put(student.token, video.id, { completed: true }),
      put(student.token, video.id, { completed: true }),
    ]);
    const rows = await db.lessonProgress.findMany({ where: { studentId: student.id, lessonId: video.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.completedAt).toEqual(first.completedAt);
    // Un-completing clears it.
    await put(student.token, video.id, { completed: false });
    expect((await get(student.token, course.id)).body.progress.completed_video_ids).toEqual([]);
  });

  it("never stores a position beyond the lesson's duration", async () => {
    const student = await enrolledStudent();
    const video = course.videos[1]!;
    const res = await put(student.token, video.id, { position_seconds: 99_999 });
    expect(res.body.progress.positions[video.id]).toBe(video.durationSeconds);
  });

  it("adds watched time (capped per report) to the student's study day", async () => {
    const student = await enrolledStudent();
    const video = course.videos[2]!;
    const key = { studentId_lessonId: { studentId: student.id, lessonId: video.id } };
    // Credit is bounded by the time since the previous report (security-progress.test.ts): age the row between reports.
    const secondsPass = (seconds: number) =>
      db.lessonProgress.update({ where: key, data: { updatedAt: new Date(Date.now() - seconds * 1000) } });
    await put(student.token, video.id, { position_seconds: 10, watched_seconds: 10 });
    await secondsPass(15);
    await put(student.token, video.id, { position_seconds: 20, watched_seconds: 10 });
    await secondsPass(86_400);
    await put(student.token, video.id, { watched_seconds: 100_000 });
    const row = await db.lessonProgress.findUniqueOrThrow({
      where: { studentId_lessonId: { studentId: student.id, lessonId: video.id } },
    });
    expect(row.watchedSeconds).toBe(140);
    const days = await db.studyDay.findMany({ where: { studentId: student.id } });
    expect(days).toHaveLength(1);
    expect(days[0]!.seconds).toBe(140);
  });

  it("is for enrolled students only, and only ever their own rows", async () => {
    const stranger = await newStudent();
    const video = course.videos[0]!;
    const refused = await put(stranger.token, video.id, { completed: true });
    expect(refused.status).toBe(403);
    expect((await get(stranger.token, course.id)).status).toBe(403);
    expect(await db.lessonProgress.count({ where: { studentId: stranger.id } })).toBe(0);

    const a = await enrolledStudent();
    const b = await enrolledStudent();
    await put(a.token, video.id, { completed: true, position_seconds: 100 });
    expect((await get(b.token, course.id)).body.progress).toEqual({
      course_id: course.id,
      completed_video_ids: [],
      positions: {},
      percent: 0,
    });

    expect((await put(undefined, video.id, { completed: true })).status).toBe(401);
    expect((await put(tutor.token, video.id, { completed: true })).status).toBe(403);
  });

  it("refuses bad input with a 400 and changes nothing", async () => {
    const student = await enrolledStudent();
    const video = course.videos[3]!;
    for (const body of [{}, { position_seconds: -5 }, { completed: "yes" }, { position_seconds: "10" }, { extra: 1 }]) {
      const res = await put(student.token, video.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe("validation_error");
    }
    expect(await db.lessonProgress.count({ where: { studentId: student.id } })).toBe(0);
    expect((await put(student.token, "no-such-video", { completed: true })).status).toBe(404);
    expect((await get(student.token, "no-such-course")).status).toBe(404);
  });
});
