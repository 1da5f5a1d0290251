import "server-only";
import type { CourseCardData } from "@/lib/courses/course-types";
import type { CatalogueQuery, CourseCreate, CourseUpdate } from "@/lib/validation/courses";
import { db } from "../db";
import { catalogueCountSql, cataloguePageSql } from "./catalogue-query";
import { invalidateCached } from "../cache/public-answers";
import type { Prisma } from "../generated/prisma/client";
import { AppError, forbidden, notFound } from "../errors";
import { assertMayPublish, assertMayUnpublishCourse, canSeeCourse, type Viewer } from "./visibility";
import { invalidateCourseQuizzes } from "../quizzes/quiz-cache";
import { releaseStoredObjects } from "../storage/stored-objects";

// Courses: the catalogue (search, filters, sorts and pages done in the database), one
// course, and the tutor's own courses. Writes are scoped to the owner. Drafts are seen by
// their owner only (visibility.ts): every public read here asks for published ones.

/** Keys of the API's cached course answers (app/api/courses): the catalogue's, and one course's. */
const CATALOGUE_ANSWERS = "courses:";
export const catalogueAnswerKey = (q: CatalogueQuery) => `${CATALOGUE_ANSWERS}${JSON.stringify(q)}`;
export const courseAnswerKey = (courseId: string) => `course:${courseId}`;

/** Forgets this instance's cached catalogue answers, and the course's own, once a write to it is done. */
export function forgetCourseAnswers(courseId?: string) {
  invalidateCached(CATALOGUE_ANSWERS, ...(courseId ? [courseAnswerKey(courseId)] : []));
}

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

/** The ids of one catalogue page, in order, and the number of matches (SQL in catalogue-query.ts). */
async function cataloguePage(q: CatalogueQuery): Promise<{ ids: string[]; total: number }> {
  const [page, [count]] = await Promise.all([
    db.$queryRaw<{ id: string }[]>(cataloguePageSql(q)),
    db.$queryRaw<{ total: number }[]>(catalogueCountSql(q)),
  ]);
  return { ids: page.map((r) => r.id), total: count?.total ?? 0 };
}

/** The rows `load` reads for `ids`, put back in the order of `ids` (none read for none). */
async function inOrder<T extends { id: string }>(ids: string[], load: (ids: string[]) => Promise<T[]>): Promise<T[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await load(ids)).map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const published = { status: "published" } as const satisfies Prisma.CourseWhereInput;

export async function listCatalogue(q: CatalogueQuery) {
  const { ids, total } = await cataloguePage(q);
  const rows = await inOrder(ids, (page) => db.course.findMany({ where: { id: { in: page } }, select: detailSelect }));
  return { courses: rows.map(toCourseDto), pagination: { page: q.page, limit: q.limit, total } };
}

/** Catalogue cards for the /courses screen, with the facets its filters are built from. */
export async function catalogueCards(q: CatalogueQuery) {
  const [{ ids, total: matching }, total, levels, categories] = await Promise.all([
    cataloguePage(q),
    db.course.count({ where: published }),
    db.course.findMany({ where: published, distinct: ["level"], select: { level: true }, orderBy: { level: "asc" } }),
    db.course.findMany({
      where: published,
      distinct: ["category"],
      select: { category: true },
      orderBy: { category: "asc" },
    }),
  ]);
  const cards = await inOrder(ids, (page) => db.course.findMany({ where: { id: { in: page } }, select: cardSelect }));
  return {
    cards: cards.map((c) => ({ ...c, thumbnail: thumbnailUrl(c.thumbnail) })),
    matching,
    total,
    levels: levels.map((l) => l.level),
    categories: categories.map((c) => c.category),
  };
}

/** The landing page's featured courses: most popular first. */
export async function listFeaturedCourses({ limit = 4 }: { limit?: number } = {}): Promise<CourseCardData[]> {
  const rows = await db.course.findMany({
    where: { ...published, featured: true },
    orderBy: [{ studentCount: "desc" }, { id: "asc" }],
    take: limit,
    select: cardSelect,
  });
  return rows.map((c) => ({ ...c, thumbnail: thumbnailUrl(c.thumbnail) }));
}

/** Number of courses per subject (category). */
export async function countCoursesBySubject(): Promise<Map<string, number>> {
  const rows = await db.course.groupBy({ by: ["category"], where: published, _count: { _all: true } });
  return new Map(rows.map((r) => [r.category, r._count._all]));
}

/** One course; 404 when it does not exist or is a draft `viewer` does not own. */
export async function getCourse(id: string, viewer: Viewer = null): Promise<CourseDto> {
  const course = await db.course.findUnique({ where: { id }, select: detailSelect });
  if (!course || !canSeeCourse(course, viewer)) throw notFound("Course");
  return toCourseDto(course);
}

/** A tutor's courses: the published ones, and their drafts too when the tutor asks. */
export async function listTutorCourses(tutorId: string, viewer: Viewer = null): Promise<CourseDto[]> {
  const own = viewer?.role === "tutor" && viewer.id === tutorId;
  const rows = await db.course.findMany({
    where: { ownerId: tutorId, ...(own ? {} : published) },
    orderBy: { createdAt: "desc" },
    select: detailSelect,
  });
  return rows.map(toCourseDto);
}

/** 404 when the course does not exist, 403 when the tutor does not own it. */
export async function assertCourseOwner(courseId: string, tutorId: string): Promise<void> {
  const course = await db.course.findUnique({ where: { id: courseId }, select: { ownerId: true } });
  if (!course) throw notFound("Course");
  if (course.ownerId !== tutorId) throw forbidden("You can only change your own courses");
}

/** The API's snake_case course fields as columns (undefined leaves a column as it is). */
function courseColumns(input: CourseUpdate) {
  return {
    title: input.title,
    description: input.description,
    level: input.level,
    category: input.category,
    exam: input.exam,
    price: input.price,
    originalPrice: input.original_price,
    durationHours: input.duration_hours,
    objectives: input.objectives,
    requirements: input.requirements,
    tags: input.tags,
    downloadableMaterial: input.downloadable_material,
    issueCertificate: input.issue_certificate,
    status: input.status,
  };
}

export async function createCourse(
  tutor: { id: string; firstName: string; lastName: string },
  input: CourseCreate,
): Promise<CourseDto> {
  await assertMayPublish(tutor.id, input.status);
  const course = await db.course.create({
    data: {
      ownerId: tutor.id,
      instructor: `${tutor.firstName} ${tutor.lastName}`,
      ...courseColumns(input),
      // Required on create: restated so the types say so.
      title: input.title,
      level: input.level,
      category: input.category,
      price: input.price,
    },
    select: detailSelect,
  });
  forgetCourseAnswers();
  return toCourseDto(course);
}

export async function updateCourse(courseId: string, tutorId: string, input: CourseUpdate): Promise<CourseDto> {
  await assertCourseOwner(courseId, tutorId);
  await assertMayPublish(tutorId, input.status);
  await assertMayUnpublishCourse(courseId, input.status);
  if (input.price !== undefined || input.original_price !== undefined) {
    // The rule "original price ≥ price" must hold for the stored pair, not only the sent one.
    const current = await db.course.findUniqueOrThrow({
      where: { id: courseId },
      select: { price: true, originalPrice: true },
    });
    const price = input.price ?? current.price;
    const original = input.original_price === undefined ? current.originalPrice : input.original_price;
    if (original !== null && original < price) {
      throw new AppError("validation_error", "Original price must be at least the price", {
        fieldErrors: { original_price: "Original price must be at least the price" },
      });
    }
  }
  const course = await db.course.update({
    where: { id: courseId },
    data: courseColumns(input),
    select: detailSelect,
  });
  forgetCourseAnswers(courseId);
  // Cached quizzes carry their course's price and status, which decide who may take them.
  invalidateCourseQuizzes(courseId);
  return toCourseDto(course);
}

/** Deleting a course with payments would erase students' receipts: refused with 409. */
export async function deleteCourse(courseId: string, tutorId: string): Promise<void> {
  await assertCourseOwner(courseId, tutorId);
  const payments = await db.payment.count({ where: { courseId } });
  if (payments > 0) throw new AppError("conflict", "This course has payments and cannot be deleted");
  const files = await db.course.findUnique({
    where: { id: courseId },
    select: {
      thumbnail: true,
      videos: {
        select: {
          storageKey: true,
          lowStorageKey: true,
          sourceKey: true,
          posterKey: true,
          renditions: { select: { storageKey: true } },
        },
      },
    },
  });
  await db.course.delete({ where: { id: courseId } });
  forgetCourseAnswers(courseId);
  await releaseStoredObjects([
    files?.thumbnail,
    ...(files?.videos ?? []).flatMap((v) => [
      v.storageKey,
      v.lowStorageKey,
      v.sourceKey,
      v.posterKey,
      ...v.renditions.map((r) => r.storageKey),
    ]),
  ]);
}

export async function setCourseThumbnail(courseId: string, tutorId: string, key: string): Promise<CourseDto> {
  await assertCourseOwner(courseId, tutorId);
  const before = await db.course.findUnique({ where: { id: courseId }, select: { thumbnail: true } });
  const course = await db.course.update({ where: { id: courseId }, data: { thumbnail: key }, select: detailSelect });
  forgetCourseAnswers(courseId);
  if (before?.thumbnail !== key) await releaseStoredObjects([before?.thumbnail]);
  return toCourseDto(course);
}
