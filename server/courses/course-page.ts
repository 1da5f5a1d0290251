import "server-only";
import { db } from "../db";
import { visibleCourseWhere, type Viewer } from "./visibility";
import { detailSelect, thumbnailUrl } from "./course-dto";
import { playableLessonWhere } from "./lessons/lesson-visibility";

/** Everything the course detail screen shows, in one query; null when there is no such course, or it is a draft `viewer` does not own. */
export async function getCoursePage(id: string, viewer: Viewer = null) {
  const course = await db.course.findFirst({
    where: { id, ...visibleCourseWhere(viewer) },
    select: {
      ...detailSelect,
      sections: {
        orderBy: [{ position: "asc" }, { createdAt: "asc" }],
        select: {
          id: true,
          title: true,
          lessons: {
            where: playableLessonWhere,
            orderBy: [{ position: "asc" }, { createdAt: "asc" }],
            select: { id: true, title: true, durationSeconds: true, preview: true },
          },
        },
      },
      owner: { select: { tutorProfile: { select: { bio: true, expertise: true } } } },
    },
  });
  if (!course) return null;
  const { owner, ...rest } = course;
  return {
    ...rest,
    instructorProfile: { bio: owner.tutorProfile?.bio ?? "", expertise: owner.tutorProfile?.expertise ?? "" },
    thumbnail: thumbnailUrl(course.thumbnail),
    sections: course.sections.map((s) => ({ id: s.id, title: s.title, lessons: s.lessons })),
  };
}
export type CoursePage = NonNullable<Awaited<ReturnType<typeof getCoursePage>>>;
