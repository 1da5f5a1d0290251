import "server-only";
import type { CourseCreate } from "@/lib/validation/courses";
import { db } from "../db";
import { courseColumns } from "./course-columns";
import { forgetCourseAnswers } from "./course-answers";
import { detailSelect, toCourseDto, type CourseDto } from "./course-dto";
import { assertMayPublish } from "./visibility";

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
