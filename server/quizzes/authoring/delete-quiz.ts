import "server-only";
import { db } from "../../db";
import { AppError } from "../../errors";
import { invalidateQuiz } from "../quiz-cache";
import { assertQuizOwner } from "./owned";

/** Deletes a quiz and its questions; refused (409) once a student has submitted an attempt, so results survive. */
export async function deleteQuiz(quizId: string, tutorId: string): Promise<void> {
  await assertQuizOwner(quizId, tutorId);
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM quizzes WHERE id = ${quizId} FOR UPDATE`;
    const submitted = await tx.sitting.count({ where: { quizId, submittedAt: { not: null } } });
    if (submitted > 0)
      throw new AppError(
        "conflict",
        "This quiz has submitted attempts and cannot be deleted: students' results must be kept",
      );
    // The open attempts first: their items hold on to the questions' versions.
    await tx.sitting.deleteMany({ where: { quizId } });
    await tx.quiz.delete({ where: { id: quizId } });
  });
  invalidateQuiz(quizId);
}
