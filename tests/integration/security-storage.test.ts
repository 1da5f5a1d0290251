// Stored files are deleted and bounded (issue 16): replacing an avatar, a thumbnail or a
// lesson's videos, or deleting a lesson or a course, deletes the objects nothing uses any
// more, after the database change is saved; bundled sample media are never deleted; a
// tutor's uploads are held to a quota, refused with 413 before anything is stored.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE as courseDelete } from "@/app/api/courses/[id]/route";
import { POST as thumbnailPost } from "@/app/api/courses/[id]/thumbnail/route";
import { POST as coursePost } from "@/app/api/courses/route";
import { POST as sectionPost } from "@/app/api/sections/route";
import { PUT as updateProfileHandler } from "@/app/api/student-profile/route";
import { POST as uploadPicture } from "@/app/api/student-profile/upload-picture/route";
import { DELETE as videoDelete, PUT as videoPut } from "@/app/api/videos/[id]/route";
import { POST as videoPost } from "@/app/api/videos/route";
import { POST as videoUpload } from "@/app/api/videos/upload/route";
import { env } from "@/server/env";
import { getStorage } from "@/server/integrations/storage";
import { call, openDb, newTutor, newStudent, type JsonBody, type TestAccount } from "../support/api";

const db = openDb();
const SAMPLE_MP4 = fs.readFileSync(path.resolve(import.meta.dirname, "../../media/samples/lesson-1.mp4"));
const stored = (key: string) => fs.existsSync(path.join(process.env.STORAGE_DIR!, key));
const listed = async (key: string) => (await db.storedObject.count({ where: { key } })) === 1;

/** Every key deleted from storage, and whether a row still pointed at it at that moment (seen from another connection). */
const deletions: { key: string; stillReferenced: boolean }[] = [];
beforeAll(() => {
  const storage = getStorage();
  const realDelete = storage.delete.bind(storage);
  vi.spyOn(storage, "delete").mockImplementation(async (key: string) => {
    const refs = await Promise.all([
      db.lesson.count({ where: { OR: [{ storageKey: key }, { lowStorageKey: key }] } }),
      db.course.count({ where: { thumbnail: key } }),
      db.user.count({ where: { pictureKey: key } }),
    ]);
    deletions.push({ key, stillReferenced: refs.some((n) => n > 0) });
    return realDelete(key);
  });
});
afterEach(() => {
  for (const d of deletions) expect(d.stillReferenced, `${d.key} was deleted before the change was saved`).toBe(false);
  deletions.length = 0;
});
afterAll(async () => {
  vi.restoreAllMocks();
  await db.$disconnect();
});

function form(bytes: Uint8Array, fileName: string, type: string) {
  const f = new FormData();
  f.append("file", new Blob([new Uint8Array(bytes)], { type }), fileName);
  return f;
}
const png = (r: number) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r, g: 10, b: 10 } } })
    .png()
    .toBuffer();

async function uploadVideo(tutor: TestAccount): Promise<string> {
  const res = await call(videoUpload, { token: tutor.token, rawBody: form(SAMPLE_MP4, "lesson.mp4", "video/mp4") });
  expect(res.status, res.text).toBe(200);
  return res.body.key;
}

async function courseWithLesson(tutor: TestAccount) {
  const course = (
    await call(coursePost, {
      token: tutor.token,
      body: { title: `Storage ${Math.random()}`, level: "Beginner", category: "Physics", price: 0 },
    })
  ).body.course as JsonBody;
  const section = (await call(sectionPost, { token: tutor.token, body: { course_id: course.id, title: "Part 1" } }))
    .body.section as JsonBody;
  const [main, low] = [await uploadVideo(tutor), await uploadVideo(tutor)];
  const res = await call(videoPost, {
    token: tutor.token,
    body: { section_id: section.id, title: "Lesson", duration: 5, storage_key: main, low_storage_key: low },
  });
  expect(res.status, res.text).toBe(201);
  return { course, section, video: res.body.video as JsonBody, main, low };
}

const setThumbnail = async (tutor: TestAccount, courseId: string, r: number) => {
  const res = await call(thumbnailPost, {
    token: tutor.token,
    params: { id: courseId },
    rawBody: form(await png(r), "cover.png", "image/png"),
  });
  expect(res.status, res.text).toBe(200);
  return (await db.course.findUniqueOrThrow({ where: { id: courseId } })).thumbnail!;
};

describe("replacing files", () => {
  it("a new profile picture deletes the old one once the profile is saved", async () => {
    const student = await newStudent();
    const upload = async (r: number) =>
      (await call(uploadPicture, { token: student.token, rawBody: form(await png(r), "me.png", "image/png") })).body;
    const first = await upload(200);
    expect(
      (await call(updateProfileHandler, { method: "PUT", token: student.token, body: { profile_picture: first.url } }))
        .status,
    ).toBe(200);
    const second = await upload(100);
    expect(stored(first.key) && stored(second.key)).toBe(true);
    expect(
      (await call(updateProfileHandler, { method: "PUT", token: student.token, body: { profile_picture: second.url } }))
        .status,
    ).toBe(200);
    expect(stored(first.key)).toBe(false);
    expect(await listed(first.key)).toBe(false);
    expect(stored(second.key)).toBe(true);
  });

  it("a new course thumbnail deletes the old one", async () => {
    const tutor = await newTutor();
    const { course } = await courseWithLesson(tutor);
    const first = await setThumbnail(tutor, course.id, 30);
    const second = await setThumbnail(tutor, course.id, 60);
    expect(stored(first)).toBe(false);
    expect(await listed(first)).toBe(false);
    expect(stored(second)).toBe(true);
  });

  it("new lesson videos delete the old video and its low-bitrate copy; a refused edit deletes nothing", async () => {
    const tutor = await newTutor();
    const { video, main, low } = await courseWithLesson(tutor);
    const refused = await call(videoPut, {
      method: "PUT",
      token: tutor.token,
      params: { id: video.id },
      body: { storage_key: `videos/${tutor.id}/missing.mp4` },
    });
    expect(refused.status).toBe(400);
    expect(stored(main) && stored(low)).toBe(true);

    const [main2, low2] = [await uploadVideo(tutor), await uploadVideo(tutor)];
    const res = await call(videoPut, {
      method: "PUT",
      token: tutor.token,
      params: { id: video.id },
      body: { storage_key: main2, low_storage_key: low2 },
    });
    expect(res.status, res.text).toBe(200);
    expect([stored(main), stored(low), stored(main2), stored(low2)]).toEqual([false, false, true, true]);
  });
});

describe("deleting", () => {
  it("a lesson deletes its video and low-bitrate copy", async () => {
    const tutor = await newTutor();
    const { video, main, low } = await courseWithLesson(tutor);
    expect((await call(videoDelete, { method: "DELETE", token: tutor.token, params: { id: video.id } })).status).toBe(
      200,
    );
    expect([stored(main), stored(low), await listed(main), await listed(low)]).toEqual([false, false, false, false]);
  });

  it("a course deletes its thumbnail and every lesson's videos", async () => {
    const tutor = await newTutor();
    const { course, main, low } = await courseWithLesson(tutor);
    const thumbnail = await setThumbnail(tutor, course.id, 90);
    expect((await call(courseDelete, { method: "DELETE", token: tutor.token, params: { id: course.id } })).status).toBe(
      200,
    );
    expect([stored(main), stored(low), stored(thumbnail)]).toEqual([false, false, false]);
  });

  it("never deletes bundled sample media, nor a file another lesson still uses", async () => {
    const tutor = await newTutor();
    const { section, video, main } = await courseWithLesson(tutor);
    const twin = await call(videoPost, {
      token: tutor.token,
      body: { section_id: section.id, title: "Twin", duration: 5, storage_key: main },
    });
    const sample = await db.lesson.create({
      data: {
        courseId: video.course_id,
        sectionId: section.id,
        title: "Sample",
        durationSeconds: 5,
        position: 9,
        storageKey: "samples/lesson-1.mp4",
      },
    });
    expect((await call(videoDelete, { method: "DELETE", token: tutor.token, params: { id: video.id } })).status).toBe(
      200,
    );
    expect(stored(main)).toBe(true);
    expect((await call(videoDelete, { method: "DELETE", token: tutor.token, params: { id: sample.id } })).status).toBe(
      200,
    );
    expect(stored("samples/lesson-1.mp4")).toBe(true);
    expect(
      (await call(videoDelete, { method: "DELETE", token: tutor.token, params: { id: twin.body.video.id } })).status,
    ).toBe(200);
    expect(stored(main)).toBe(false);
  });

  it("a failed storage delete is logged, not the user's error", async () => {
    const tutor = await newTutor();
    const { video, main } = await courseWithLesson(tutor);
    vi.mocked(getStorage().delete).mockRejectedValueOnce(new Error("bucket unreachable"));
    expect((await call(videoDelete, { method: "DELETE", token: tutor.token, params: { id: video.id } })).status).toBe(
      200,
    );
    expect(await db.lesson.count({ where: { id: video.id } })).toBe(0);
    expect(await listed(main)).toBe(true);
  });
});

describe("the tutor storage quota", () => {
  it("an upload that would pass the quota → 413 with a clear message, nothing stored", async () => {
    const tutor = await newTutor();
    await db.storedObject.create({
      data: {
        key: `videos/${tutor.id}/earlier.mp4`,
        ownerId: tutor.id,
        bytes: BigInt(env.TUTOR_STORAGE_QUOTA_BYTES - 1000),
      },
    });
    const res = await call(videoUpload, { token: tutor.token, rawBody: form(SAMPLE_MP4, "lesson.mp4", "video/mp4") });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: "payload_too_large", message: expect.stringMatching(/storage limit/) });
    expect(fs.existsSync(path.join(process.env.STORAGE_DIR!, "videos", tutor.id))).toBe(false);
    expect(await db.storedObject.count({ where: { ownerId: tutor.id } })).toBe(1);
  });

  it("is refused on the declared size, before the body is read", async () => {
    const tutor = await newTutor();
    await db.storedObject.create({
      data: {
        key: `videos/${tutor.id}/earlier.mp4`,
        ownerId: tutor.id,
        bytes: BigInt(env.TUTOR_STORAGE_QUOTA_BYTES - 100),
      },
    });
    // Not a video at all: read, it would be refused with 415; the declared size is refused first.
    const res = await call(videoUpload, {
      token: tutor.token,
      rawBody: form(Buffer.alloc(4000, 7), "notes.mp4", "video/mp4"),
      headers: { "content-length": "4500" },
    });
    expect(res.status, res.text).toBe(413);
    expect(fs.existsSync(path.join(process.env.STORAGE_DIR!, "videos", tutor.id))).toBe(false);
  });

  it("counts a tutor's uploads, not other tutors'", async () => {
    const tutor = await newTutor();
    await db.storedObject.create({
      data: {
        key: `videos/other-${tutor.id}/big.mp4`,
        ownerId: `other-${tutor.id}`,
        bytes: BigInt(env.TUTOR_STORAGE_QUOTA_BYTES),
      },
    });
    const key = await uploadVideo(tutor);
    expect(await db.storedObject.findUniqueOrThrow({ where: { key } })).toMatchObject({
      ownerId: tutor.id,
      bytes: BigInt(SAMPLE_MP4.length),
    });
  });
});
