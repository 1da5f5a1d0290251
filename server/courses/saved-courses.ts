import "server-only";
import { db } from "../db";
import { notFound } from "../errors";
import { thumbnailUrl } from "./course-dto";

// The wishlist: courses a student saved for later. Saving and removing are idempotent.

type SavedRow = {
  courseId: string;
  createdAt: Date;
  course: {
    id: string;
    title: string;
    instructor: string;
    thumbnail: string | null;
    price: number;
    category: string;
    level: string;
  };
};

const savedSelect = {
  courseId: true,
  createdAt: true,
  course: {
    select: { id: true, title: true, instructor: true, thumbnail: true, price: true, category: true, level: true },
  },
} as const;

function toSavedCourseDto(row: SavedRow) {
  return {
    course_id: row.courseId,
    saved_at: row.createdAt.toISOString(),
    course: { ...row.course, thumbnail: thumbnailUrl(row.course.thumbnail) },
  };
}
export type SavedCourseDto = ReturnType<typeof toSavedCourseDto>;

async function assertCourseExists(courseId: string) {
  if (!(await db.course.findUnique({ where: { id: courseId }, select: { id: true } }))) throw notFound("Course");
}

/** The student's saved courses, newest first. */
export async function listSavedCourses(studentId: string): Promise<SavedCourseDto[]> {
  const rows = await db.savedCourse.findMany({
    where: { studentId },
    orderBy: { createdAt: "desc" },
    select: savedSelect,
  });
  return rows.map(toSavedCourseDto);
}

export async function isCourseSaved(studentId: string, courseId: string): Promise<boolean> {
  return Boolean(
    await db.savedCourse.findUnique({
      where: { studentId_courseId: { studentId, courseId } },
      select: { courseId: true },
    }),
  );
}

/** Saves a course; saving it again answers the existing row (`created: false`). */
export async function saveCourse(studentId: string, courseId: string) {
  await assertCourseExists(courseId);
  const existing = await db.savedCourse.findUnique({
    where: { studentId_courseId: { studentId, courseId } },
    select: savedSelect,
  });
  if (existing) return { saved_course: toSavedCourseDto(existing), created: false };
  // createMany skips a row a parallel tap inserted first, where create would throw.
  const { count } = await db.savedCourse.createMany({ data: [{ studentId, courseId }], skipDuplicates: true });
  const row = await db.savedCourse.findUniqueOrThrow({
    where: { studentId_courseId: { studentId, courseId } },
    select: savedSelect,
  });
  return { saved_course: toSavedCourseDto(row), created: count === 1 };
}

/** Removes a saved course; removing one that is not saved changes nothing. */
export async function unsaveCourse(studentId: string, courseId: string) {
  await assertCourseExists(courseId);
  await db.savedCourse.deleteMany({ where: { studentId, courseId } });
  return { message: "Removed from your saved courses", course_id: courseId, saved: false };
}
