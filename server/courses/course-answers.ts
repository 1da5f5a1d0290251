import "server-only";
import type { CatalogueQuery } from "@/lib/validation/courses";
import { invalidateCached } from "../cache/public-answers";

/** Keys of the API's cached course answers (app/api/courses): the catalogue's, and one course's. */
const CATALOGUE_ANSWERS = "courses:";
export const catalogueAnswerKey = (q: CatalogueQuery) => `${CATALOGUE_ANSWERS}${JSON.stringify(q)}`;
export const courseAnswerKey = (courseId: string) => `course:${courseId}`;

/** Forgets this instance's cached catalogue answers, and the course's own, once a write to it is done. */
export function forgetCourseAnswers(courseId?: string) {
  invalidateCached(CATALOGUE_ANSWERS, ...(courseId ? [courseAnswerKey(courseId)] : []));
}
