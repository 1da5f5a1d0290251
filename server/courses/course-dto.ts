import "server-only";
import type { CourseCardData } from "@/lib/courses/course-types";
import type { Prisma } from "../generated/prisma/client";

export const cardSelect = {
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

export const detailSelect = {
  ...cardSelect,
  description: true,
  objectives: true,
  requirements: true,
  tags: true,
  downloadableMaterial: true,
  issueCertificate: true,
  status: true,
  ownerId: true,
  createdAt: true,
  updatedAt: true,
} as const;

export type CourseDetail = Prisma.CourseGetPayload<{ select: typeof detailSelect }>;

/** The public URL of a course thumbnail: bundled files are site paths, uploads are served by /api/media. */
export function thumbnailUrl(thumbnail: string | null): string | null {
  if (!thumbnail) return null;
  return thumbnail.startsWith("/") ? thumbnail : `/api/media/${thumbnail}`;
}

/** The course as the API shows it: the snake_case fields of docs/product-spec.md part 3. */
export function toCourseDto(c: CourseDetail) {
  return {
    id: c.id,
    title: c.title,
    instructor: c.instructor,
    tutor_id: c.ownerId,
    description: c.description,
    thumbnail: thumbnailUrl(c.thumbnail),
    student_count: c.studentCount,
    rating: c.rating,
    review_count: c.reviewCount,
    price: c.price,
    original_price: c.originalPrice,
    duration_hours: c.durationHours,
    lesson_count: c.lessonCount,
    level: c.level,
    category: c.category,
    exam: c.exam,
    featured: c.featured,
    bestseller: c.bestseller,
    objectives: c.objectives,
    requirements: c.requirements,
    downloadable_material: c.downloadableMaterial,
    issue_certificate: c.issueCertificate,
    tags: c.tags,
    status: c.status,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}
export type CourseDto = ReturnType<typeof toCourseDto>;

/** Only published courses: what every public read asks for (drafts are their owner's, visibility.ts). */
export const published = { status: "published" } as const satisfies Prisma.CourseWhereInput;
