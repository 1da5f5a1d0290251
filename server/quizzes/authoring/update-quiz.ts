import "server-only";
import type { QuizUpdate } from "@/lib/validation/quiz-authoring";
import { db } from "../../db";
import { assertMayPublish } from "../../courses/visibility";
import { invalidateQuiz } from "../quiz-cache";
import {
  assertCourseForQuiz,
  assertQuizOwner,
  authoredQuizSelect,
  quizColumns,
  toAuthoredQuizDto,
  type AuthoredQuizDto,
} from "./owned";

/** Any subset of the fields; `course_id` moves the quiz to another of the tutor's courses, null makes it general. */
export async function updateQuiz(quizId: string, tutorId: string, input: QuizUpdate): Promise<AuthoredQuizDto> {
  await assertQuizOwner(quizId, tutorId);
  await assertMayPublish(tutorId, input.status);
  if (input.course_id) await assertCourseForQuiz(input.course_id, tutorId);
  const quiz = await db.$transaction(async (tx) => {
    const updated = await tx.quiz.update({
      where: { id: quizId },
      data: quizColumns(input),
      select: authoredQuizSelect,
    });
    // Its questions follow the quiz's subject and difficulty.
    if (input.category !== undefined || input.difficulty !== undefined) {
      await tx.question.updateMany({
        where: { quizId },
        data: { subject: updated.category, difficulty: updated.difficulty },
      });
    }
    return updated;
  });
  invalidateQuiz(quizId);
  return toAuthoredQuizDto(quiz);
}
