import "server-only";
import { db } from "../db";
import { thumbnailUrl } from "./courses";

/** Everything the course detail screen shows, in one query; null when there is no such course. */
export async function getCoursePage(id: string) {
  const course = await db.course.findUnique({
    where: { id },
    select: {
      id: true,
      title: true,
      instructor: true,
      description: true,
      thumbnail: true,
      level: true,
      category: true,
      exam: true,
      rating: true,
      reviewCount: true,
      studentCount: true,
      durationHours: true,
      lessonCount: true,
      price: true,
      originalPrice: true,
      featured: true,
      bestseller: true,
      objectives: true,
      requirements: true,
      tags: true,
      downloadableMaterial: true,
      issueCertificate: true,
      ownerId: true,
      sections: {
        orderBy: [{ position: "asc" }, { createdAt: "asc" }],
        select: {
          id: true,
          title: true,
          videos: { orderBy: [{ position: "asc" }, { createdAt: "asc" }], select: { id: true, title: true, durationSeconds: true, preview: true } },
        },
      },
    },
  });
  if (!course) return null;
  return {
    ...course,
    thumbnail: thumbnailUrl(course.thumbnail),
    sections: course.sections.map((s) => ({ id: s.id, title: s.title, lessons: s.videos })),
  };
}
export type CoursePage = NonNullable<Awaited<ReturnType<typeof getCoursePage>>>;
