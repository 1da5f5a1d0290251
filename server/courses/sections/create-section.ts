import "server-only";
import type { z } from "zod";
import type { sectionCreateSchema } from "@/lib/validation/courses";
import { db } from "../../db";
import { assertCourseOwner } from "../course-owner";
import { toSectionDto } from "./section-dto";

type SectionCreate = z.infer<typeof sectionCreateSchema>;

export async function createSection(tutorId: string, input: SectionCreate) {
  await assertCourseOwner(input.course_id, tutorId);
  const last = await db.section.aggregate({ where: { courseId: input.course_id }, _max: { position: true } });
  const section = await db.section.create({
    data: {
      courseId: input.course_id,
      title: (input.title ?? input.name)!,
      position: input.order ?? (last._max.position ?? 0) + 1,
    },
  });
  return toSectionDto(section);
}
