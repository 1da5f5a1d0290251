import "server-only";
import type { CourseUpdate } from "@/lib/validation/courses";
import { db } from "../db";
import { AppError } from "../errors";
import { invalidateCourseQuizzes } from "../quizzes/quiz-cache";
import { courseColumns } from "./course-columns";
import { forgetCourseAnswers } from "./course-answers";
import { detailSelect, toCourseDto, type CourseDto } from "./course-dto";
import { assertCourseOwner } from "./course-owner";
import { assertMayPublish, assertMayUnpublishCourse } from "./visibility";

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
