import "server-only";
import type { z } from "zod";
import { formatClock } from "@/lib/courses/durations";
import type { sectionCreateSchema, videoCreateSchema, videoUpdateSchema } from "@/lib/validation/courses";
import { db } from "../db";
import { AppError, forbidden, notFound } from "../errors";
import { getStorage } from "../integrations/storage";
import { signedFileUrl } from "../integrations/storage/signed-url";
import { canSeeCourse, visibleCourse } from "./visibility";
import { decideCourseAccess, type Viewer } from "./access";
import { assertCourseOwner, forgetCourseAnswers } from "./courses";
import { releaseStoredObjects } from "../storage/stored-objects";
import { isPlayableLesson, playableLessonWhere } from "./lesson-visibility";
import { getLessonSources } from "./lesson-sources";

// Sections and videos of a course. Their outline (titles, durations, preview flags) is
// public, except a draft course's, which is its owner's only (404 to anyone else); a
// playable URL is given only to a viewer access.ts lets in (the owner tutor, an
// enrolled student, a student in the free trial of a paid course), or for a preview lesson
// to anyone, and it is a short-lived signed URL.

export type { Viewer } from "./access";

type SectionRow = { id: string; courseId: string; title: string; position: number; createdAt: Date };
type VideoRow = {
  id: string;
  courseId: string;
  sectionId: string;
  title: string;
  description: string;
  durationSeconds: number;
  storageKey: string | null;
  lowStorageKey: string | null;
  videoUrl: string | null;
  mediaState: "awaiting_upload" | "processing" | "ready" | "failed" | null;
  preview: boolean;
  position: number;
  createdAt: Date;
  topics: { topic: { id: string; subject: string; slug: string; name: string } }[];
};

const videoSelect = {
  id: true,
  courseId: true,
  sectionId: true,
  title: true,
  description: true,
  durationSeconds: true,
  storageKey: true,
  lowStorageKey: true,
  videoUrl: true,
  mediaState: true,
  preview: true,
  position: true,
  createdAt: true,
  // The lesson's syllabus topics (server/courses/lesson-topics.ts), a few rows at most.
  topics: { select: { topic: { select: { id: true, subject: true, slug: true, name: true } } } },
} as const;

export function toSectionDto(s: SectionRow) {
  return {
    id: s.id,
    course_id: s.courseId,
    title: s.title,
    name: s.title,
    order: s.position,
    position: s.position,
    created_at: s.createdAt.toISOString(),
  };
}

const isOwner = (ownerId: string, viewer: Viewer) => viewer?.role === "tutor" && viewer.id === ownerId;

/** Whether `viewer` may play the videos of a course (preview lessons aside): see access.ts. */
export async function canWatchCourse(courseId: string, viewer: Viewer): Promise<boolean> {
  return (await decideCourseAccess(courseId, viewer)).allowed;
}

async function toVideoDtos(rows: VideoRow[], ownerId: string, mayWatch: boolean) {
  return Promise.all(
    rows.map(async (v) => {
      const playable = mayWatch || v.preview;
      // An external address is played as it is (no signature, no expiry); a stored file gets a signed URL.
      const main = !playable
        ? null
        : v.videoUrl
          ? { url: v.videoUrl, expiresAt: null }
          : v.storageKey
            ? await signedFileUrl(v.storageKey)
            : null;
      const low = playable && v.storageKey && v.lowStorageKey ? await signedFileUrl(v.lowStorageKey) : null;
      return {
        id: v.id,
        course_id: v.courseId,
        section_id: v.sectionId,
        user_id: ownerId,
        title: v.title,
        description: v.description,
        duration: formatClock(v.durationSeconds),
        duration_seconds: v.durationSeconds,
        position: v.position,
        order: v.position,
        preview: v.preview,
        videoUrl: main?.url ?? null,
        low_quality_url: low?.url ?? null,
        url_expires_at: main?.expiresAt?.toISOString() ?? null,
        media_state: v.mediaState,
        created_at: v.createdAt.toISOString(),
        topics: v.topics
          .map((t) => t.topic)
          .sort((a, b) => a.subject.localeCompare(b.subject) || a.slug.localeCompare(b.slug)),
      };
    }),
  );
}
export type VideoDto = Awaited<ReturnType<typeof toVideoDtos>>[number];

export async function listSections(courseId: string, viewer: Viewer) {
  const course = await db.course.findUnique({
    where: { id: courseId },
    select: { ownerId: true, status: true, sections: { orderBy: [{ position: "asc" }, { createdAt: "asc" }] } },
  });
  if (!course || !canSeeCourse(course, viewer)) throw notFound("Course");
  return course.sections.map(toSectionDto);
}

export async function listVideosByCourse(courseId: string, viewer: Viewer): Promise<VideoDto[]> {
  const course = await visibleCourse(courseId, viewer);
  const rows = await db.video.findMany({
    where: { courseId, ...(isOwner(course.ownerId, viewer) ? {} : playableLessonWhere) },
    orderBy: [{ section: { position: "asc" } }, { position: "asc" }, { createdAt: "asc" }],
    select: videoSelect,
  });
  return toVideoDtos(rows, course.ownerId, await canWatchCourse(courseId, viewer));
}

export async function listVideosBySection(sectionId: string, viewer: Viewer): Promise<VideoDto[]> {
  const section = await db.section.findUnique({
    where: { id: sectionId },
    select: { courseId: true, course: { select: { ownerId: true, status: true } } },
  });
  if (!section || !canSeeCourse(section.course, viewer)) throw notFound("Section");
  const rows = await db.video.findMany({
    where: { sectionId, ...(isOwner(section.course.ownerId, viewer) ? {} : playableLessonWhere) },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    select: videoSelect,
  });
  return toVideoDtos(rows, section.course.ownerId, await canWatchCourse(section.courseId, viewer));
}

/** Fresh signed URLs for one video (its renditions too: lesson-sources.ts), for a viewer allowed to watch it (403 otherwise). */
export async function videoStreamUrls(videoId: string, viewer: Viewer) {
  const video = await db.video.findUnique({
    where: { id: videoId },
    select: { ...videoSelect, course: { select: { ownerId: true, status: true } } },
  });
  if (!video || !canSeeCourse(video.course, viewer)) throw notFound("Video");
  if (!isPlayableLesson(video) && !isOwner(video.course.ownerId, viewer)) throw notFound("Video");
  if (!video.preview) {
    const access = await decideCourseAccess(video.courseId, viewer);
    if (!access.allowed && access.reason === "signed_out")
      throw new AppError("unauthorized", "Invalid or expired token");
    if (!access.allowed)
      throw forbidden(
        access.reason === "trial_ended"
          ? "Your free trial has ended. Enroll in this course to keep watching its lessons"
          : "Enroll in this course to watch its lessons",
      );
  }
  if (!video.storageKey && !video.videoUrl) throw new AppError("not_found", "This lesson has no video yet");
  const [[dto], sources] = await Promise.all([
    toVideoDtos([video], video.course.ownerId, true),
    getLessonSources(video.id),
  ]);
  return {
    video_id: video.id,
    url: dto!.videoUrl,
    low_quality_url: dto!.low_quality_url,
    expires_at: dto!.url_expires_at,
    ...sources,
  };
}

// ---- Tutor writes ---------------------------------------------------------------------

/** Every file a lesson holds in storage, including an upload's source, poster and renditions. */
const lessonFilesSelect = {
  mediaState: true,
  storageKey: true,
  lowStorageKey: true,
  sourceKey: true,
  posterKey: true,
  renditions: { select: { storageKey: true } },
} as const;

function lessonFiles(v: {
  storageKey: string | null;
  lowStorageKey: string | null;
  sourceKey: string | null;
  posterKey: string | null;
  renditions: { storageKey: string }[];
}) {
  return [v.storageKey, v.lowStorageKey, v.sourceKey, v.posterKey, ...v.renditions.map((r) => r.storageKey)];
}

type SectionCreate = z.infer<typeof sectionCreateSchema>;
type VideoCreate = z.infer<typeof videoCreateSchema>;
type VideoUpdate = z.infer<typeof videoUpdateSchema>;

async function sectionOwnedBy(sectionId: string, tutorId: string) {
  const section = await db.section.findUnique({
    where: { id: sectionId },
    select: { id: true, courseId: true, course: { select: { ownerId: true } } },
  });
  if (!section) throw notFound("Section");
  if (section.course.ownerId !== tutorId) throw forbidden("You can only change your own courses");
  return section;
}

async function videoOwnedBy(videoId: string, tutorId: string) {
  const video = await db.video.findUnique({
    where: { id: videoId },
    select: { id: true, courseId: true, sectionId: true, course: { select: { ownerId: true } } },
  });
  if (!video) throw notFound("Video");
  if (video.course.ownerId !== tutorId) throw forbidden("You can only change your own courses");
  return video;
}

/** A storage key a tutor may attach: one of their own uploads, and present in storage. */
async function checkVideoKey(key: string | undefined | null, tutorId: string) {
  if (!key) return;
  if (!key.startsWith(`videos/${tutorId}/`))
    throw new AppError("validation_error", "storage_key must come from your own video upload", {
      fieldErrors: { storage_key: "Upload the video first" },
    });
  if (!(await getStorage().head(key)))
    throw new AppError("validation_error", "No uploaded video has this storage_key", {
      fieldErrors: { storage_key: "Upload the video first" },
    });
}

export async function createSection(tutorId: string, input: SectionCreate) {
  await assertCourseOwner(input.course_id, tutorId);
  const last = await db.section.aggregate({ where: { courseId: input.course_id }, _max: { position: true } });
  const section = await db.section.create({
    data: {
      courseId: input.course_id,
      title: (input.title ?? input.name)!,
      position: input.order ?? (last._max.position ?? 0) + 1,
    },
  });
  return toSectionDto(section);
}

export async function updateSection(sectionId: string, tutorId: string, title: string) {
  await sectionOwnedBy(sectionId, tutorId);
  return toSectionDto(await db.section.update({ where: { id: sectionId }, data: { title } }));
}

export async function deleteSection(sectionId: string, tutorId: string) {
  const section = await sectionOwnedBy(sectionId, tutorId);
  const files = await db.$transaction(async (tx) => {
    const lessons = await tx.video.findMany({ where: { sectionId }, select: lessonFilesSelect });
    await tx.section.delete({ where: { id: sectionId } });
    await tx.course.update({
      where: { id: section.courseId },
      data: { lessonCount: { decrement: lessons.filter(isPlayableLesson).length } },
    });
    return lessons.flatMap(lessonFiles);
  });
  forgetCourseAnswers(section.courseId);
  await releaseStoredObjects(files);
}

/** Reorders all sections of a course: `ids` must list each of them exactly once. */
export async function reorderSections(courseId: string, tutorId: string, ids: string[]) {
  await assertCourseOwner(courseId, tutorId);
  const existing = await db.section.findMany({ where: { courseId }, select: { id: true } });
  assertSameSet(
    existing.map((s) => s.id),
    ids,
  );
  await db.$transaction(ids.map((id, i) => db.section.update({ where: { id }, data: { position: i + 1 } })));
  return listSections(courseId, { id: tutorId, role: "tutor" });
}

export async function createVideo(tutorId: string, input: VideoCreate) {
  const section = await sectionOwnedBy(input.section_id, tutorId);
  if (input.course_id && input.course_id !== section.courseId) {
    throw new AppError("validation_error", "section_id belongs to another course", {
      fieldErrors: { course_id: "section_id belongs to another course" },
    });
  }
  await checkVideoKey(input.storage_key, tutorId);
  await checkVideoKey(input.low_storage_key, tutorId);
  // Neither a stored file nor an address: the lesson waits for its upload (server/media/), hidden from students and uncounted until ready.
  const awaitingUpload = !input.storage_key && !input.videoUrl;
  const video = await db.$transaction(async (tx) => {
    const last = await tx.video.aggregate({ where: { sectionId: section.id }, _max: { position: true } });
    const created = await tx.video.create({
      data: {
        courseId: section.courseId,
        sectionId: section.id,
        title: input.title,
        description: input.description,
        durationSeconds: awaitingUpload ? 0 : input.duration!,
        mediaState: awaitingUpload ? "awaiting_upload" : null,
        preview: input.preview,
        storageKey: input.storage_key ?? null,
        lowStorageKey: input.low_storage_key ?? null,
        videoUrl: input.videoUrl ?? null,
        position: input.order ?? (last._max.position ?? 0) + 1,
      },
      select: videoSelect,
    });
    if (!awaitingUpload)
      await tx.course.update({ where: { id: section.courseId }, data: { lessonCount: { increment: 1 } } });
    return created;
  });
  forgetCourseAnswers(section.courseId);
  return (await toVideoDtos([video], tutorId, true))[0]!;
}

export async function updateVideo(videoId: string, tutorId: string, input: VideoUpdate) {
  await videoOwnedBy(videoId, tutorId);
  await checkVideoKey(input.storage_key, tutorId);
  await checkVideoKey(input.low_storage_key, tutorId);
  const before = await db.video.findUniqueOrThrow({
    where: { id: videoId },
    select: { storageKey: true, lowStorageKey: true, mediaState: true },
  });
  // An uploaded lesson's files and duration come from its ladder (server/media/): a new file goes through a new upload.
  if (
    before.mediaState !== null &&
    (input.storage_key || input.low_storage_key || input.videoUrl || input.duration !== undefined)
  ) {
    throw new AppError(
      "conflict",
      "This lesson's video and duration come from its upload. Upload a new file to replace them.",
    );
  }
  const video = await db.video.update({
    where: { id: videoId },
    data: {
      title: input.title,
      description: input.description,
      durationSeconds: input.duration,
      preview: input.preview,
      storageKey: input.storage_key,
      lowStorageKey: input.low_storage_key,
      // A lesson plays one source: a new upload replaces an external address and the other way round.
      ...(input.storage_key ? { videoUrl: null } : {}),
      ...(input.videoUrl ? { videoUrl: input.videoUrl, storageKey: null, lowStorageKey: null } : {}),
    },
    select: videoSelect,
  });
  // Files the lesson no longer uses go once the change is saved (still used elsewhere: kept).
  await releaseStoredObjects(
    [before.storageKey, before.lowStorageKey].filter((k) => k !== video.storageKey && k !== video.lowStorageKey),
  );
  return (await toVideoDtos([video], tutorId, true))[0]!;
}

export async function deleteVideo(videoId: string, tutorId: string) {
  const video = await videoOwnedBy(videoId, tutorId);
  const deleted = await db.$transaction(async (tx) => {
    const lesson = await tx.video.delete({ where: { id: videoId }, select: lessonFilesSelect });
    if (isPlayableLesson(lesson))
      await tx.course.update({ where: { id: video.courseId }, data: { lessonCount: { decrement: 1 } } });
    return lesson;
  });
  forgetCourseAnswers(video.courseId);
  await releaseStoredObjects(lessonFiles(deleted));
}

export async function reorderVideos(sectionId: string, tutorId: string, ids: string[]) {
  await sectionOwnedBy(sectionId, tutorId);
  const existing = await db.video.findMany({ where: { sectionId }, select: { id: true } });
  assertSameSet(
    existing.map((v) => v.id),
    ids,
  );
  await db.$transaction(ids.map((id, i) => db.video.update({ where: { id }, data: { position: i + 1 } })));
  return listVideosBySection(sectionId, { id: tutorId, role: "tutor" });
}

function assertSameSet(existing: string[], ids: string[]) {
  const wanted = new Set(ids);
  if (wanted.size !== ids.length || wanted.size !== existing.length || existing.some((id) => !wanted.has(id))) {
    throw new AppError("validation_error", "ids must list every item exactly once", {
      fieldErrors: { ids: "ids must list every item exactly once" },
    });
  }
}
