import "server-only";
import type { TrialStatus } from "@/lib/courses/free-trial";
import type { LessonSources } from "@/lib/media/renditions";
import { db } from "../db";
import { visibleCourseWhere } from "./visibility";
import { decideCourseAccess } from "./access";
import { listSections } from "./sections/list-sections";
import { listLessonsByCourse } from "./lessons/list-lessons";
import { listLessonSources } from "./lessons/lesson-sources";
import { getCourseProgress, type CourseProgress } from "./progress";

export type LearningLesson = {
  id: string;
  title: string;
  description: string;
  durationSeconds: number;
  sources: LessonSources;
};
export type LearningSection = { id: string; title: string; lessons: LearningLesson[] };
export type LearningView =
  | {
      status: "ok";
      course: { id: string; title: string; description: string };
      sections: LearningSection[];
      progress: CourseProgress;
      trial: TrialStatus | null;
    }
  | { status: "not_found" }
  | { status: "not_enrolled"; courseTitle: string; trialEnded: boolean };

/** Everything the course-content screen needs for a student who may study the course (access.ts). */
export async function getLearningView(studentId: string, courseId: string): Promise<LearningView> {
  const course = await db.course.findFirst({
    where: { id: courseId, ...visibleCourseWhere({ id: studentId, role: "student" }) },
    select: { id: true, title: true, description: true },
  });
  if (!course) return { status: "not_found" };
  const access = await decideCourseAccess(courseId, { id: studentId, role: "student" });
  if (!access.allowed)
    return { status: "not_enrolled", courseTitle: course.title, trialEnded: access.reason === "trial_ended" };
  // A section or video read that fails leaves that list empty (docs/product-spec.md part 8) rather than the whole screen.
  const [sections, lessons, progress] = await Promise.all([
    listSections(courseId, { id: studentId, role: "student" }).catch(() => []),
    listLessonsByCourse(courseId, { id: studentId, role: "student" }).catch(() => []),
    getCourseProgress(studentId, courseId),
  ]);
  const sources = await listLessonSources(lessons.filter((v) => v.videoUrl !== null).map((v) => v.id)).catch(
    () => new Map<string, LessonSources>(),
  );
  return {
    status: "ok",
    course,
    sections: sections.map((s) => ({
      id: s.id,
      title: s.title,
      lessons: lessons
        .filter((v) => v.section_id === s.id)
        .map((v) => ({
          id: v.id,
          title: v.title,
          description: v.description,
          durationSeconds: v.duration_seconds,
          sources: sources.get(v.id) ?? { renditions: [], poster_url: null },
        })),
    })),
    progress,
    trial: access.via === "trial" ? access.trial : null,
  };
}
