import "server-only";
import { db } from "../../db";
import { assertQuizOwner, questionSelect, toAuthoredQuestionDto, type AuthoredQuestionDto } from "./owned";

/** The quiz's questions in order, with the answer key (owner only). */
export async function listQuestions(quizId: string, tutorId: string): Promise<AuthoredQuestionDto[]> {
  await assertQuizOwner(quizId, tutorId);
  const rows = await db.question.findMany({
    where: { quizId },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: questionSelect,
  });
  return rows.map(toAuthoredQuestionDto);
}
