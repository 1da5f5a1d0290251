import "server-only";
import { db } from "../../db";
import { sectionOwnedBy } from "../lessons/lesson-ownership";
import { toSectionDto } from "./section-dto";

export async function updateSection(sectionId: string, tutorId: string, title: string) {
  await sectionOwnedBy(sectionId, tutorId);
  return toSectionDto(await db.section.update({ where: { id: sectionId }, data: { title } }));
}
