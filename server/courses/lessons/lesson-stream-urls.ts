import "server-only";
import { db } from "../../db";
import { AppError, forbidden, notFound } from "../../errors";
import { decideCourseAccess, type Viewer } from "../access";
import { getLessonSources } from "./lesson-sources";
import { isPlayableLesson } from "./lesson-visibility";
import { canSeeCourse } from "../visibility";
import { isOwner, lessonSelect, toLessonDtos } from "./lesson-dto";

/** Fresh signed URLs for one lesson (its renditions too: lesson-sources.ts), for a viewer allowed to watch it (403 otherwise). */
export async function lessonStreamUrls(videoId: string, viewer: Viewer) {
  const video = await db.video.findUnique({
    where: { id: videoId },
    select: { ...lessonSelect, course: { select: { ownerId: true, status: true } } },
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
    toLessonDtos([video], video.course.ownerId, true),
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
