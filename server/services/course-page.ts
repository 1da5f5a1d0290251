import "server-only";
import { db } from "../db";
import { detailSelect, thumbnailUrl } from "./courses";

/** Everything the course detail screen shows, in one query; null when there is no such course. */
export async function getCoursePage(id: string) {
  const course = await db.course.findUnique({
    where: { id },
    select: {
      ...detailSelect,
      sections: {
        orderBy: [{ position: "asc" }, { createdAt: "asc" }],
        select: {
          id: true,
          title: true,
          videos: { orderBy: [{ position: "asc" }, { createdAt: "asc" }], select: { id: true, title: true, durationSeconds: true, preview: true } },
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
    sections: course.sections.map((s) => ({ id: s.id, title: s.title, lessons: s.videos })),
  };
}
export type CoursePage = NonNullable<Awaited<ReturnType<typeof getCoursePage>>>;
