// The 14-day free trial and preview lessons: a verified student opens a paid course's
// lessons without paying until the trial ends; preview lessons play for anyone; nothing
// else plays without an enrolment (server/courses/access.ts, preview-lessons.ts).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as progressPut } from "@/app/api/progress/videos/[videoId]/route";
import { GET as videoStream } from "@/app/api/videos/[id]/stream/route";
import { GET as videosOfCourse } from "@/app/api/videos/course/[id]/route";
import { decideCourseAccess, getTrialStatus } from "@/server/courses/access";
import { getPreviewLesson } from "@/server/courses/lessons/preview-lessons";
import { call, newStudent, openDb, newTutor, type JsonBody, type TestAccount } from "../support/api";
import { forgetSessionsOf } from "@/server/auth/session";

const db = openDb();
afterAll(() => db.$disconnect());

const DAY = 24 * 3600 * 1000;
let tutor: TestAccount;
let paidId: string;
let freeId: string;
let previewId: string;
let lockedId: string;

async function course(price: number) {
  const c = await db.course.create({
    data: {
      ownerId: tutor.id,
      status: "published",
      instructor: "Emeka Obi",
      title: `Trial ${randomBytes(4).toString("hex")}`,
      level: "Beginner",
      category: "Physics",
      price,
      lessonCount: 2,
    },
  });
  const section = await db.section.create({ data: { courseId: c.id, title: "Week 1", position: 1 } });
  const preview = await db.lesson.create({
    data: {
      courseId: c.id,
      sectionId: section.id,
      title: "Welcome",
      durationSeconds: 95,
      storageKey: "samples/lesson-1.mp4",
      preview: true,
      position: 1,
    },
  });
  const locked = await db.lesson.create({
    data: {
      courseId: c.id,
      sectionId: section.id,
      title: "Vectors",
      durationSeconds: 600,
      storageKey: "samples/lesson-2.mp4",
      preview: false,
      position: 2,
    },
  });
  return { id: c.id, previewId: preview.id, lockedId: locked.id };
}

/** A verified student whose e-mail was confirmed `daysAgo` days ago (null: never). */
async function studentVerified(daysAgo: number | null): Promise<TestAccount> {
  const s = await newStudent("trial");
  await db.user.update({
    where: { id: s.id },
    data: { emailVerifiedAt: daysAgo === null ? null : new Date(Date.now() - daysAgo * DAY) },
  });
  forgetSessionsOf(s.id);
  return s;
}

beforeAll(async () => {
  tutor = await newTutor();
  const paid = await course(5000);
  paidId = paid.id;
  previewId = paid.previewId;
  lockedId = paid.lockedId;
  freeId = (await course(0)).id;
});

describe("decideCourseAccess", () => {
  it("lets a student in a paid course during the trial, and says why", async () => {
    const s = await studentVerified(3);
    const access = await decideCourseAccess(paidId, { id: s.id, role: "student" });
    expect(access).toMatchObject({ allowed: true, via: "trial", free: false, trial: { state: "active" } });
    if (access.trial.state === "active") expect(access.trial.daysLeft).toBeGreaterThanOrEqual(10);
  });

  it("uses the clock it is given: the same student after the trial gets the polite refusal", async () => {
    const s = await studentVerified(0);
    const later = new Date(Date.now() + 16 * DAY);
    expect(await decideCourseAccess(paidId, { id: s.id, role: "student" }, later)).toMatchObject({
      allowed: false,
      reason: "trial_ended",
      trial: { state: "ended" },
    });
  });

  it("enrolment beats the trial; a free course still takes an enrolment; tutors only their own", async () => {
    const s = await studentVerified(30);
    await db.enrollment.create({ data: { studentId: s.id, courseId: paidId } });
    expect(await decideCourseAccess(paidId, { id: s.id, role: "student" })).toMatchObject({
      allowed: true,
      via: "enrolled",
    });
    expect(await decideCourseAccess(freeId, { id: s.id, role: "student" })).toMatchObject({
      allowed: false,
      reason: "not_enrolled",
      free: true,
    });
    expect(await decideCourseAccess(paidId, { id: tutor.id, role: "tutor" })).toMatchObject({
      allowed: true,
      via: "owner",
    });
    const other = await newTutor();
    expect(await decideCourseAccess(paidId, { id: other.id, role: "tutor" })).toMatchObject({
      allowed: false,
      reason: "other_tutor",
      trial: { state: "none" },
    });
    expect(await decideCourseAccess(paidId, null)).toMatchObject({ allowed: false, reason: "signed_out" });
    expect(await decideCourseAccess("no-such-course", { id: s.id, role: "student" })).toMatchObject({
      allowed: false,
      reason: "not_found",
    });
  });

  it("an unverified student has no trial", async () => {
    const s = await studentVerified(null);
    expect(await decideCourseAccess(paidId, { id: s.id, role: "student" })).toMatchObject({
      allowed: false,
      reason: "not_enrolled",
      trial: { state: "none" },
    });
    expect(await getTrialStatus({ id: s.id, role: "student" })).toEqual({ state: "none" });
  });
});

describe("lessons of a paid course through the API", () => {
  it("a student in the trial gets URLs for every lesson and may record progress", async () => {
    const s = await studentVerified(1);
    const list = await call(videosOfCourse, { token: s.token, params: { id: paidId } });
    expect(list.status).toBe(200);
    expect(list.body.videos.every((v: JsonBody) => typeof v.videoUrl === "string")).toBe(true);
    expect((await call(videoStream, { token: s.token, params: { id: lockedId } })).status).toBe(200);
    const progress = await call(progressPut, {
      method: "PUT",
      token: s.token,
      params: { videoId: lockedId },
      body: { position_seconds: 30, watched_seconds: 30 },
    });
    expect(progress.status, JSON.stringify(progress.body)).toBe(200);
  });

  it("after the trial: the locked lesson is refused with a reason, the preview still plays", async () => {
    const s = await studentVerified(20);
    const locked = await call(videoStream, { token: s.token, params: { id: lockedId } });
    expect(locked.status).toBe(403);
    expect(locked.body).toEqual({
      message: "Your free trial has ended. Enroll in this course to keep watching its lessons",
      error: "forbidden",
    });
    expect(
      (
        await call(progressPut, {
          method: "PUT",
          token: s.token,
          params: { videoId: lockedId },
          body: { position_seconds: 1 },
        })
      ).status,
    ).toBe(403);
    expect((await call(videoStream, { token: s.token, params: { id: previewId } })).status).toBe(200);
  });

  it("signed out: only the preview lesson plays", async () => {
    expect((await call(videoStream, { params: { id: previewId } })).status).toBe(200);
    expect((await call(videoStream, { params: { id: lockedId } })).status).toBe(401);
  });
});

describe("getPreviewLesson", () => {
  it("answers a preview lesson of that course with a signed URL, and nothing else", async () => {
    const preview = await getPreviewLesson(paidId, previewId);
    expect(preview?.lesson).toMatchObject({ id: previewId, title: "Welcome" });
    expect(preview?.lesson.url).toBeTruthy();
    expect(preview?.otherPreviews).toEqual([]);
    expect(await getPreviewLesson(paidId, lockedId)).toBeNull();
    expect(await getPreviewLesson(freeId, previewId)).toBeNull();
    expect(await getPreviewLesson(paidId, "no-such-lesson")).toBeNull();
  });
});
