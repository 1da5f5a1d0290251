import "server-only";
import type { CourseCardData } from "@/lib/course-types";
import { db } from "../db";

// Courses as the screens list them. The full catalogue query (search, filters, sorts,
// paging) arrives with the catalogue issue; the landing page needs these two reads.

const cardSelect = {
  id: true,
  title: true,
  instructor: true,
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
} as const satisfies Record<keyof CourseCardData, true>;

/** The landing page's featured courses: most popular first. */
export async function listFeaturedCourses({ limit = 4 }: { limit?: number } = {}): Promise<CourseCardData[]> {
  return db.course.findMany({
    where: { featured: true },
    orderBy: [{ studentCount: "desc" }, { id: "asc" }],
    take: limit,
    select: cardSelect,
  });
}

/** Number of courses per subject (category). */
export async function countCoursesBySubject(): Promise<Map<string, number>> {
  const rows = await db.course.groupBy({ by: ["category"], _count: { _all: true } });
  return new Map(rows.map((r) => [r.category, r._count._all]));
}
