import "server-only";
import { db } from "../db";
import { AppError, forbidden, notFound } from "../errors";
import { visibleCourse } from "./visibility";
import { thumbnailUrl } from "./course-dto";

// Enrolments: one per student and course (a unique constraint), free courses directly,
// paid ones only through a verified payment (server/payments/).

type EnrollmentRow = { id: string; studentId: string; courseId: string; createdAt: Date };

export function toEnrollmentDto(e: EnrollmentRow) {
  return {
    id: e.id,
    student_id: e.studentId,
    course_id: e.courseId,
    enrolled_at: e.createdAt.toISOString(),
    created_at: e.createdAt.toISOString(),
  };
}

/** Which of `courseIds` the student is enrolled in. */
export async function enrolledCourseIds(studentId: string, courseIds: string[]): Promise<Set<string>> {
  if (courseIds.length === 0) return new Set();
  const rows = await db.enrollment.findMany({
    where: { studentId, courseId: { in: courseIds } },
    select: { courseId: true },
  });
  return new Set(rows.map((r) => r.courseId));
}

export async function isEnrolled(studentId: string, courseId: string): Promise<boolean> {
  return Boolean(
    await db.enrollment.findUnique({ where: { studentId_courseId: { studentId, courseId } }, select: { id: true } }),
  );
}

export async function checkEnrollment(studentId: string, courseId: string) {
  const row = await db.enrollment.findUnique({
    where: { studentId_courseId: { studentId, courseId } },
    select: { id: true },
  });
  return { enrolled: Boolean(row), enrollment_id: row?.id ?? null };
}

/** POST /api/enrollments: free courses only; enrolling twice answers the existing enrolment. */
export async function enrollInFreeCourse(studentId: string, courseId: string) {
  const course = await visibleCourse(courseId, { id: studentId, role: "student" });
  if (course.price > 0) throw new AppError("bad_request", "This course is paid: complete the payment to enroll");
  const existing = await db.enrollment.findUnique({ where: { studentId_courseId: { studentId, courseId } } });
  if (existing)
    return {
      message: "You are already enrolled in this course",
      enrollment: toEnrollmentDto(existing),
      created: false,
    };
  try {
    const enrollment = await db.$transaction(async (tx) => {
      const created = await tx.enrollment.create({ data: { studentId, courseId } });
      await tx.course.update({ where: { id: courseId }, data: { studentCount: { increment: 1 } } });
      return created;
    });
    return { message: "Successfully enrolled in course!", enrollment: toEnrollmentDto(enrollment), created: true };
  } catch (err) {
    // A double click raced us to the unique constraint: the enrolment exists, which is what was asked.
    if ((err as { code?: string }).code === "P2002") {
      const row = await db.enrollment.findUniqueOrThrow({ where: { studentId_courseId: { studentId, courseId } } });
      return { message: "You are already enrolled in this course", enrollment: toEnrollmentDto(row), created: false };
    }
    throw err;
  }
}

/** A student's enrolments with their courses, newest first (their own only). */
export async function listStudentEnrollments(studentId: string, viewerId: string) {
  if (studentId !== viewerId) throw forbidden("You can only see your own enrolments");
  const rows = await db.enrollment.findMany({
    where: { studentId },
    orderBy: { createdAt: "desc" },
    include: {
      course: {
        select: {
          id: true,
          title: true,
          instructor: true,
          thumbnail: true,
          price: true,
          lessonCount: true,
          category: true,
          level: true,
        },
      },
    },
  });
  return rows.map(({ course, ...e }) => ({
    ...toEnrollmentDto(e),
    course: {
      id: course.id,
      title: course.title,
      instructor: course.instructor,
      thumbnail: thumbnailUrl(course.thumbnail),
      price: course.price,
      lesson_count: course.lessonCount,
      category: course.category,
      level: course.level,
    },
  }));
}

/** DELETE /api/enrollments/{id}: a student leaves a free course. Paid enrolments are kept (refunds go through support). */
export async function deleteEnrollment(enrollmentId: string, studentId: string) {
  const row = await db.enrollment.findUnique({
    where: { id: enrollmentId },
    select: { id: true, studentId: true, courseId: true, payment: { select: { id: true } } },
  });
  if (!row) throw notFound("Enrollment");
  if (row.studentId !== studentId) throw forbidden("You can only remove your own enrolments");
  if (row.payment) throw new AppError("conflict", "A paid enrolment cannot be removed here. Please contact support.");
  await db.$transaction([
    db.enrollment.delete({ where: { id: enrollmentId } }),
    db.course.update({ where: { id: row.courseId }, data: { studentCount: { decrement: 1 } } }),
  ]);
}
