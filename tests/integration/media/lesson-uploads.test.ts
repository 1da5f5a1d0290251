// Lesson uploads over tus 1.0.0 at /api/uploads, through a real HTTP server: create, append,
// a connection dropped mid-PATCH then HEAD and resume, and every refusal. A finished upload
// becomes the lesson's source in storage, with its transcoding queued.
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as courseVideos } from "@/app/api/videos/course/[id]/route";
import { GET as lessonMedia } from "@/app/api/videos/[id]/media/route";
import { POST as videoPost } from "@/app/api/videos/route";
import { POST as coursePost } from "@/app/api/courses/route";
import { POST as sectionPost } from "@/app/api/sections/route";
import { env } from "@/server/env";
import { getStorage } from "@/server/integrations/storage";
import { deleteExpiredOpenUploads, MAX_OPEN_UPLOADS } from "@/server/media/open-uploads";
import { deleteAbandonedUploads, UPLOAD_EXPIRY_MS, uploadsDir } from "@/server/media/upload-store";
import { MAX_VIDEO_BYTES } from "@/lib/media/video-signature";
import { APP_URL, call, newStudent, openDb, newTutor, type JsonBody, type TestAccount } from "../../support/api";
import { makeClip } from "../../support/media-clips";
import { serveRoutes, type RouteServer } from "../../support/route-server";
import { uploadRoutes } from "../../support/upload-routes";

const db = openDb();
let server: RouteServer;
let clip: Buffer;

beforeAll(async () => {
  server = await serveRoutes(uploadRoutes, APP_URL);
  clip = fs.readFileSync(makeClip({ width: 320, height: 180, seconds: 2 }));
});
afterAll(async () => {
  await server.close();
  await db.$disconnect();
});

const tus = { "tus-resumable": "1.0.0" };
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString("base64")}`)
    .join(",");

async function newLesson(tutor: TestAccount): Promise<JsonBody> {
  const course = await call(coursePost, {
    token: tutor.token,
    body: { title: `Waves ${Math.random().toString(36).slice(2, 8)}`, description: "Waves for WAEC physics", price: 2000, category: "Physics", level: "Intermediate", status: "published" },
  });
  expect(course.status, JSON.stringify(course.body)).toBe(201);
  const section = await call(sectionPost, { token: tutor.token, body: { course_id: course.body.course.id, title: "Waves" } });
  const lesson = await call(videoPost, { token: tutor.token, body: { section_id: section.body.section.id, title: "Transverse waves" } });
  expect(lesson.status, JSON.stringify(lesson.body)).toBe(201);
  return lesson.body.video;
}

function create(token: string | null, size: number, lessonId: string, extra: Record<string, string> = {}) {
  return fetch(`${server.origin}/api/uploads`, {
    method: "POST",
    headers: {
      ...tus,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      "upload-length": String(size),
      "upload-metadata": metadata({ videoId: lessonId, filename: "lesson.mp4", filetype: "video/mp4", ...extra }),
    },
  });
}

function patch(token: string, location: string, offset: number, bytes: Buffer) {
  return fetch(new URL(location, server.origin), {
    method: "PATCH",
    headers: { ...tus, authorization: `Bearer ${token}`, "upload-offset": String(offset), "content-type": "application/offset+octet-stream" },
    body: new Uint8Array(bytes),
  });
}

const head = (token: string, location: string) => fetch(new URL(location, server.origin), { method: "HEAD", headers: { ...tus, authorization: `Bearer ${token}` } });
const terminate = (token: string, location: string) => fetch(new URL(location, server.origin), { method: "DELETE", headers: { ...tus, authorization: `Bearer ${token}` } });

/** Sends the first `sent` bytes of a PATCH that declares all of `bytes`, then cuts the connection. */
function patchThenDrop(token: string, location: string, offset: number, bytes: Buffer, sent: number): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request(new URL(location, server.origin), {
      method: "PATCH",
      headers: {
        ...tus,
        authorization: `Bearer ${token}`,
        "upload-offset": String(offset),
        "content-type": "application/offset+octet-stream",
        "content-length": String(bytes.length),
      },
    });
    req.on("error", () => resolve());
    req.on("close", () => resolve());
    req.write(bytes.subarray(0, sent), () => setTimeout(() => req.destroy(), 300));
  });
}

async function settledOffset(token: string, location: string): Promise<number> {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const res = await head(token, location);
    const offset = Number(res.headers.get("upload-offset"));
    if (res.status === 200 && offset === last) return offset;
    last = offset;
    await new Promise((r) => setTimeout(r, 100));
  }
  return last;
}

describe("POST /api/videos without a file", () => {
  it("makes a lesson awaiting its upload, hidden from students and uncounted", async () => {
    const tutor = await newTutor();
    const lesson = await newLesson(tutor);
    expect(lesson).toMatchObject({ media_state: "awaiting_upload", videoUrl: null, duration_seconds: 0 });
    const course = await db.course.findUniqueOrThrow({ where: { id: lesson.course_id } });
    expect(course.lessonCount).toBe(0);
    const student = await newStudent();
    expect((await call(courseVideos, { token: student.token, params: { id: course.id } })).body.videos).toEqual([]);
    const own = await call(courseVideos, { token: tutor.token, params: { id: course.id } });
    expect(own.body.videos.map((v: JsonBody) => [v.id, v.media_state])).toEqual([[lesson.id, "awaiting_upload"]]);
    const media = await call(lessonMedia, { token: tutor.token, params: { id: lesson.id } });
    expect(media.body).toMatchObject({ video_id: lesson.id, state: "awaiting_upload", duration_seconds: null, poster_url: null, renditions: [] });
    expect(media.body.steps.map((s: JsonBody) => s.step)).toEqual(["probe", "poster", "audio", "p240", "p360", "p480"]);
  });
});

describe("tus uploads", () => {
  it("answers OPTIONS with the protocol's version and extensions", async () => {
    const res = await fetch(`${server.origin}/api/uploads`, { method: "OPTIONS" });
    expect(res.status).toBe(204);
    expect(res.headers.get("tus-version")).toContain("1.0.0");
    expect(res.headers.get("tus-extension")).toContain("creation");
  });

  it("resumes after a dropped connection and keeps a byte-identical source, then queues the transcoding", async () => {
    const tutor = await newTutor();
    const lesson = await newLesson(tutor);
    const created = await create(tutor.token, clip.length, lesson.id);
    expect(created.status, await created.clone().text()).toBe(201);
    const location = created.headers.get("location")!;
    expect(location).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]+$/);
    const uploadId = location.split("/").pop()!;

    const first = Math.floor(clip.length / 3);
    const res1 = await patch(tutor.token, location, 0, clip.subarray(0, first));
    expect(res1.status).toBe(204);
    expect(res1.headers.get("upload-offset")).toBe(String(first));

    await patchThenDrop(tutor.token, location, first, clip.subarray(first), Math.floor((clip.length - first) / 2));
    const offset = await settledOffset(tutor.token, location);
    expect(offset).toBeGreaterThanOrEqual(first);
    expect(offset).toBeLessThan(clip.length);
    expect((await db.lesson.findUniqueOrThrow({ where: { id: lesson.id } })).mediaState).toBe("awaiting_upload");

    const last = await patch(tutor.token, location, offset, clip.subarray(offset));
    expect(last.status, await last.clone().text()).toBe(204);
    expect(last.headers.get("upload-offset")).toBe(String(clip.length));

    const video = await db.lesson.findUniqueOrThrow({ where: { id: lesson.id } });
    expect(video).toMatchObject({ mediaState: "processing", sourceKey: `videos/${tutor.id}/${uploadId}.mp4`, storageKey: null });
    const stored = await getStorage().get(video.sourceKey!);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(clip));
    expect(await db.storedObject.findUnique({ where: { key: video.sourceKey! } })).toMatchObject({ ownerId: tutor.id, bytes: BigInt(clip.length) });
    expect(fs.existsSync(path.join(uploadsDir(), uploadId))).toBe(false);
    const steps = await db.transcodeStep.findMany({ where: { lessonId: lesson.id } });
    expect(steps.map((s) => s.state)).toEqual(["waiting", "waiting", "waiting", "waiting", "waiting", "waiting"]);
    const jobs = await db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM pgboss.job WHERE name = 'media.transcode' AND data->>'videoId' = ${lesson.id}`;
    expect(Number(jobs[0]!.n)).toBe(1);

    // A second upload while it is processing is refused.
    const again = await create(tutor.token, clip.length, lesson.id);
    expect(again.status).toBe(409);
    expect(await again.text()).toMatch(/still being processed/);
  });

  it("refuses a student, a visitor, another tutor's lesson and upload, and a file too large", async () => {
    const tutor = await newTutor();
    const other = await newTutor();
    const student = await newStudent();
    const lesson = await newLesson(tutor);

    const asStudent = await create(student.token, clip.length, lesson.id);
    expect(asStudent.status).toBe(403);
    expect(await asStudent.json()).toMatchObject({ error: "forbidden" });
    expect((await create(null, clip.length, lesson.id)).status).toBe(401);

    const foreign = await create(other.token, clip.length, lesson.id);
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).toBe("Lesson not found\n");

    const tooLarge = await create(tutor.token, MAX_VIDEO_BYTES + 1, lesson.id);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toBe("Video size must be less than 500MB.\n");

    const noLesson = await fetch(`${server.origin}/api/uploads`, { method: "POST", headers: { ...tus, authorization: `Bearer ${tutor.token}`, "upload-length": "10" } });
    expect(noLesson.status).toBe(400);
    expect(await noLesson.text()).toMatch(/videoId/);

    const mine = await create(tutor.token, clip.length, lesson.id);
    const location = mine.headers.get("location")!;
    expect((await head(other.token, location)).status).toBe(404);
    expect((await patch(other.token, location, 0, clip)).status).toBe(404);
    expect(Number((await head(tutor.token, location)).headers.get("upload-offset"))).toBe(0);
    expect((await terminate(other.token, location)).status).toBe(404);
    expect((await terminate(tutor.token, location)).status).toBe(204);
    expect((await head(tutor.token, location)).status).toBe(404);
    expect(await db.storedObject.count({ where: { ownerId: tutor.id } })).toBe(0);
  });

  it("fails the lesson with a plain message for a file that is not a video, and keeps nothing", async () => {
    const tutor = await newTutor();
    const lesson = await newLesson(tutor);
    const text = Buffer.from("This is a scanned note, not a video. ".repeat(50));
    const created = await create(tutor.token, text.length, lesson.id);
    const location = created.headers.get("location")!;
    const res = await patch(tutor.token, location, 0, text);
    expect(res.status).toBe(415);
    expect(await res.text()).toBe("This file is not a video we can use. Upload an MP4, MOV, WebM, MKV or AVI file.\n");
    expect((await db.lesson.findUniqueOrThrow({ where: { id: lesson.id } })).mediaState).toBe("failed");
    const media = await call(lessonMedia, { token: tutor.token, params: { id: lesson.id } });
    expect(media.body.state).toBe("failed");
    expect(media.body.steps[0]).toMatchObject({ step: "probe", state: "failed", error: "This file is not a video we can use. Upload an MP4, MOV, WebM, MKV or AVI file." });
    expect(await db.storedObject.count({ where: { ownerId: tutor.id } })).toBe(0);
    expect(fs.existsSync(path.join(uploadsDir(), location.split("/").pop()!))).toBe(false);

    // A failed lesson takes a new upload.
    const retry = await create(tutor.token, clip.length, lesson.id);
    expect(retry.status).toBe(201);
    await terminate(tutor.token, retry.headers.get("location")!);
  });

  it("refuses a file with a video's first bytes that ffprobe cannot read", async () => {
    const tutor = await newTutor();
    const lesson = await newLesson(tutor);
    const fake = Buffer.concat([clip.subarray(0, 32), Buffer.alloc(4000, 7)]);
    const location = (await create(tutor.token, fake.length, lesson.id)).headers.get("location")!;
    const res = await patch(tutor.token, location, 0, fake);
    expect(res.status).toBe(415);
    expect(await res.text()).toBe("This file is not a video we can use. Upload an MP4, MOV, WebM, MKV or AVI file.\n");
    expect((await db.lesson.findUniqueOrThrow({ where: { id: lesson.id } })).mediaState).toBe("failed");
    expect(await db.storedObject.count({ where: { ownerId: tutor.id } })).toBe(0);
  });
});

describe("GET /api/videos/{id}/media", () => {
  it("is the owner's only: another tutor and a student get 404, a visitor 401", async () => {
    const tutor = await newTutor();
    const lesson = await newLesson(tutor);
    const other = await newTutor();
    const student = await newStudent();
    expect((await call(lessonMedia, { token: other.token, params: { id: lesson.id } })).status).toBe(404);
    expect((await call(lessonMedia, { token: student.token, params: { id: lesson.id } })).status).toBe(404);
    expect((await call(lessonMedia, { params: { id: lesson.id } })).status).toBe(401);
  });
});

describe("abandoned uploads", () => {
  it("are deleted once untouched for a day; recent ones are kept", async () => {
    const tutor = await newTutor();
    const lesson = await newLesson(tutor);
    const stale = (await create(tutor.token, clip.length, lesson.id)).headers.get("location")!.split("/").pop()!;
    const recent = (await create(tutor.token, clip.length, lesson.id)).headers.get("location")!.split("/").pop()!;
    expect((await patch(tutor.token, `/api/uploads/${stale}`, 0, clip.subarray(0, 100))).status).toBe(204);
    // The store dates an upload from its creation, kept in the upload's .json beside its bytes.
    const info = path.join(uploadsDir(), `${stale}.json`);
    const saved = JSON.parse(fs.readFileSync(info, "utf8"));
    fs.writeFileSync(info, JSON.stringify({ ...saved, creation_date: new Date(Date.now() - UPLOAD_EXPIRY_MS - 60_000).toISOString() }));

    expect(await deleteAbandonedUploads()).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(path.join(uploadsDir(), stale))).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir(), recent))).toBe(true);
    expect((await head(tutor.token, `/api/uploads/${stale}`)).status).toBe(404);
    await terminate(tutor.token, `/api/uploads/${recent}`);
  });
});

describe("open uploads count against the quota", () => {
  const GB = 1024 ** 3;
  /** Fills the tutor's storage so that `room` bytes of their quota are left. */
  const leaveRoom = (tutor: TestAccount, room: number) =>
    db.storedObject.create({ data: { key: `videos/${tutor.id}/earlier.mp4`, ownerId: tutor.id, bytes: BigInt(env.TUTOR_STORAGE_QUOTA_BYTES - room) } });
  const openRows = (tutor: TestAccount) => db.openUpload.findMany({ where: { tutorId: tutor.id } });
  const idOf = (res: Response) => res.headers.get("location")!.split("/").pop()!;

  it("four 500 MB creates sent at once against 1 GB left: two are accepted, two refused with 413", async () => {
    // Three tutors at once, each sending their four creates together, so any race shows.
    const tutors = await Promise.all([1, 2, 3].map(() => newTutor()));
    const lessons = await Promise.all(tutors.map((tutor) => newLesson(tutor)));
    await Promise.all(tutors.map((tutor) => leaveRoom(tutor, GB)));
    const rounds = await Promise.all(tutors.map((tutor, i) => Promise.all([1, 2, 3, 4].map(() => create(tutor.token, MAX_VIDEO_BYTES, lessons[i]!.id)))));
    for (const [i, results] of rounds.entries()) {
      const tutor = tutors[i]!;
      expect(results.map((r) => r.status).sort()).toEqual([201, 201, 413, 413]);
      for (const refused of results.filter((r) => r.status === 413)) {
        expect(await refused.text()).toBe(
          "This upload would take you past your 5 GB storage limit. Uploads you have started count in full until they finish or you cancel them. Delete lessons or videos you no longer need, then try again.\n",
        );
      }
      const accepted = results.filter((r) => r.status === 201).map(idOf);
      expect((await openRows(tutor)).map((r) => [r.id, Number(r.bytes)]).sort()).toEqual(accepted.map((id) => [id, MAX_VIDEO_BYTES]).sort());

      // Cancelling one frees its share: a third is accepted again.
      expect((await terminate(tutor.token, `/api/uploads/${accepted[0]}`)).status).toBe(204);
      const third = await create(tutor.token, MAX_VIDEO_BYTES, lessons[i]!.id);
      expect(third.status).toBe(201);
      for (const id of [accepted[1]!, idOf(third)]) await terminate(tutor.token, `/api/uploads/${id}`);
      expect(await openRows(tutor)).toEqual([]);
    }
  });

  it(`a tutor has at most ${MAX_OPEN_UPLOADS} uploads open: the next is 429 until one finishes`, async () => {
    const tutor = await newTutor();
    const lesson = await newLesson(tutor);
    const open = await Promise.all(Array.from({ length: MAX_OPEN_UPLOADS + 1 }, () => create(tutor.token, clip.length, lesson.id)));
    expect(open.map((r) => r.status).sort()).toEqual([...Array<number>(MAX_OPEN_UPLOADS).fill(201), 429]);
    expect(await open.find((r) => r.status === 429)!.text()).toBe(
      `You already have ${MAX_OPEN_UPLOADS} uploads in progress. Let one finish, or cancel it, before starting another.\n`,
    );
    const ids = open.filter((r) => r.status === 201).map(idOf);

    // Finishing one (the lesson is now processing) frees a place for another lesson's upload.
    expect((await patch(tutor.token, `/api/uploads/${ids[0]}`, 0, clip)).status).toBe(204);
    expect((await openRows(tutor)).map((r) => r.id).sort()).toEqual(ids.slice(1).sort());
    const next = await create(tutor.token, clip.length, (await newLesson(tutor)).id);
    expect(next.status, await next.clone().text()).toBe(201);
    for (const id of [...ids.slice(1), idOf(next)]) await terminate(tutor.token, `/api/uploads/${id}`);
  });

  it("a finishing upload is not counted twice: the last byte of an upload that fills the quota is taken", async () => {
    const tutor = await newTutor();
    const lesson = await newLesson(tutor);
    await leaveRoom(tutor, clip.length);
    const created = await create(tutor.token, clip.length, lesson.id);
    expect(created.status).toBe(201);
    const other = await create(tutor.token, 1, (await newLesson(tutor)).id);
    expect(other.status).toBe(413);
    const last = await patch(tutor.token, created.headers.get("location")!, 0, clip);
    expect(last.status, await last.clone().text()).toBe(204);
    const video = await db.lesson.findUniqueOrThrow({ where: { id: lesson.id } });
    expect(video.mediaState).toBe("processing");
    // Its bytes moved from open to stored: counted once, in the ledger.
    expect(await openRows(tutor)).toEqual([]);
    expect(await db.storedObject.findUnique({ where: { key: video.sourceKey! } })).toMatchObject({ bytes: BigInt(clip.length) });
  });

  it("an expired upload stops counting, and the clean-up forgets it with its bytes", async () => {
    const tutor = await newTutor();
    const lesson = await newLesson(tutor);
    await leaveRoom(tutor, MAX_VIDEO_BYTES);
    const stale = idOf(await create(tutor.token, MAX_VIDEO_BYTES, lesson.id));
    expect((await create(tutor.token, clip.length, lesson.id)).status).toBe(413);

    // A day later: tus no longer takes its bytes, and it no longer holds the quota.
    const past = new Date(Date.now() - UPLOAD_EXPIRY_MS - 60_000);
    const info = path.join(uploadsDir(), `${stale}.json`);
    fs.writeFileSync(info, JSON.stringify({ ...JSON.parse(fs.readFileSync(info, "utf8")), creation_date: past.toISOString() }));
    await db.openUpload.update({ where: { id: stale }, data: { createdAt: past, expiresAt: new Date(past.getTime() + UPLOAD_EXPIRY_MS) } });
    expect((await patch(tutor.token, `/api/uploads/${stale}`, 0, clip.subarray(0, 10))).status).toBe(410);
    const fresh = await create(tutor.token, clip.length, lesson.id);
    expect(fresh.status, await fresh.clone().text()).toBe(201);

    expect(await deleteExpiredOpenUploads()).toBeGreaterThanOrEqual(1);
    expect(await deleteAbandonedUploads()).toBeGreaterThanOrEqual(1);
    expect((await openRows(tutor)).map((r) => r.id)).toEqual([idOf(fresh)]);
    expect(fs.existsSync(path.join(uploadsDir(), stale))).toBe(false);
    await terminate(tutor.token, fresh.headers.get("location")!);
  });
});
