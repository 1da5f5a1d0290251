import "server-only";
import { formatClock } from "@/lib/courses/durations";
import { signedFileUrl } from "../../integrations/storage/signed-url";
import { decideCourseAccess, type Viewer } from "../access";

// A lesson (the database's `videos` row) as the API shows it. Its outline (title, duration,
// preview flag) is public, except a draft course's; a playable URL is given only to a viewer
// access.ts lets in (the owner tutor, an enrolled student, a student in the free trial of a paid
// course), or for a preview lesson to anyone, and it is a short-lived signed URL.

export type LessonRow = {
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

export const lessonSelect = {
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
  // The lesson's syllabus topics (./lesson-topics.ts), a few rows at most.
  topics: { select: { topic: { select: { id: true, subject: true, slug: true, name: true } } } },
} as const;

export const isOwner = (ownerId: string, viewer: Viewer) => viewer?.role === "tutor" && viewer.id === ownerId;

/** Whether `viewer` may play the videos of a course (preview lessons aside): see access.ts. */
export async function canWatchCourse(courseId: string, viewer: Viewer): Promise<boolean> {
  return (await decideCourseAccess(courseId, viewer)).allowed;
}

export async function toLessonDtos(rows: LessonRow[], ownerId: string, mayWatch: boolean) {
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
export type LessonDto = Awaited<ReturnType<typeof toLessonDtos>>[number];
