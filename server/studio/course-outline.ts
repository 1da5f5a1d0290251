import "server-only";
import { db } from "../db";
import { notFound } from "../errors";
import { toCourseDto, detailSelect, type CourseDto } from "../courses/course-dto";
import type { LessonMediaState, StudioLesson, StudioSection } from "@/lib/studio/outline";

// What the studio's course editor shows: the tutor's own course with its sections and
// lessons in order, and where each lesson's upload stands. Someone else's course is a 404
// here, published or not: the editor is for the owner only.

export type StudioCourse = { course: CourseDto; sections: StudioSection[] };

const lessonSelect = {
  id: true,
  title: true,
  description: true,
  preview: true,
  position: true,
  durationSeconds: true,
  mediaState: true,
  storageKey: true,
  videoUrl: true,
} as const;

type LessonRow = {
  id: string;
  title: string;
  description: string;
  preview: boolean;
  durationSeconds: number;
  mediaState: LessonMediaState | null;
  storageKey: string | null;
  videoUrl: string | null;
};

function toStudioLesson(v: LessonRow): StudioLesson {
  return {
    id: v.id,
    title: v.title,
    description: v.description,
    preview: v.preview,
    duration_seconds: v.durationSeconds,
    media_state: v.mediaState,
    has_video: Boolean(v.storageKey || v.videoUrl),
  };
}

/** The tutor's course with its outline; 404 when it does not exist or is not theirs. */
export async function getStudioCourse(courseId: string, tutorId: string): Promise<StudioCourse> {
  const course = await db.course.findFirst({
    where: { id: courseId, ownerId: tutorId },
    select: {
      ...detailSelect,
      sections: {
        orderBy: [{ position: "asc" }, { createdAt: "asc" }],
        select: {
          id: true,
          title: true,
          lessons: { orderBy: [{ position: "asc" }, { createdAt: "asc" }], select: lessonSelect },
        },
      },
    },
  });
  if (!course) throw notFound("Course");
  const { sections, ...detail } = course;
  return {
    course: toCourseDto(detail),
    sections: sections.map((s) => ({ id: s.id, title: s.title, lessons: s.lessons.map(toStudioLesson) })),
  };
}

/** One lesson of the tutor's, with its course and section names for the lesson page; 404 otherwise. */
export async function getStudioLesson(courseId: string, lessonId: string, tutorId: string) {
  const lesson = await db.lesson.findFirst({
    where: { id: lessonId, courseId, course: { ownerId: tutorId } },
    select: {
      ...lessonSelect,
      course: { select: { id: true, title: true } },
      section: { select: { id: true, title: true } },
    },
  });
  if (!lesson) throw notFound("Lesson");
  return { course: lesson.course, section: lesson.section, lesson: toStudioLesson(lesson) };
}
