import "server-only";
import { db } from "../../db";
import { AppError, forbidden, notFound } from "../../errors";
import { decideCourseAccess, type Viewer } from "../access";
import { getLessonSources } from "./lesson-sources";
import { isPlayableLesson } from "./lesson-visibility";
import { canSeeCourse } from "../visibility";
import { isOwner, lessonSelect, toLessonDtos } from "./lesson-dto";

/** Fresh signed URLs for one lesson (its renditions too: lesson-sources.ts), for a viewer allowed to watch it (403 otherwise). */
export async function lessonStreamUrls(lessonId: string, viewer: Viewer) {
  const lesson = await db.lesson.findUnique({
    where: { id: lessonId },
    select: { ...lessonSelect, course: { select: { ownerId: true, status: true } } },
  });
  if (!lesson || !canSeeCourse(lesson.course, viewer)) throw notFound("Video");
  if (!isPlayableLesson(lesson) && !isOwner(lesson.course.ownerId, viewer)) throw notFound("Video");
  if (!lesson.preview) {
    const access = await decideCourseAccess(lesson.courseId, viewer);
    if (!access.allowed && access.reason === "signed_out")
      throw new AppError("unauthorized", "Invalid or expired token");
    if (!access.allowed)
      throw forbidden(
        access.reason === "trial_ended"
          ? "Your free trial has ended. Enroll in this course to keep watching its lessons"
          : "Enroll in this course to watch its lessons",
      );
  }
  if (!lesson.storageKey && !lesson.videoUrl) throw new AppError("not_found", "This lesson has no video yet");
  const [[dto], sources] = await Promise.all([
    toLessonDtos([lesson], lesson.course.ownerId, true),
    getLessonSources(lesson.id),
  ]);
  return {
    video_id: lesson.id,
    url: dto!.videoUrl,
    low_quality_url: dto!.low_quality_url,
    expires_at: dto!.url_expires_at,
    ...sources,
  };
}
