import "server-only";
import type { QuizCreate } from "@/lib/validation/quiz-authoring";
import { db } from "../../db";
import { assertMayPublish } from "../../courses/visibility";
import { assertCourseForQuiz, authoredQuizSelect, quizColumns, toAuthoredQuizDto, type AuthoredQuizDto } from "./owned";

export async function createQuiz(
  tutor: { id: string; firstName: string; lastName: string },
  input: QuizCreate,
): Promise<AuthoredQuizDto> {
  await assertMayPublish(tutor.id, input.status);
  if (input.course_id) await assertCourseForQuiz(input.course_id, tutor.id);
  const quiz = await db.quiz.create({
    data: {
      ...quizColumns(input),
      tutorId: tutor.id,
      title: input.title,
      category: input.category,
      difficulty: input.difficulty,
    },
    select: authoredQuizSelect,
  });
  return toAuthoredQuizDto(quiz);
}
