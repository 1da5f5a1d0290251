import "server-only";
import type { QuestionInput } from "@/lib/validation/quiz-authoring";
import { writeFirstVersions } from "../../bank/versions";
import {
  assertQuizOwner,
  bankColumns,
  changeQuestions,
  contentOf,
  nextPositionFor,
  questionSelect,
  toAuthoredQuestionDto,
  type AuthoredQuestionDto,
} from "./owned";

/** Appends one question after the existing ones. */
export async function addQuestion(quizId: string, tutorId: string, input: QuestionInput): Promise<AuthoredQuestionDto> {
  await assertQuizOwner(quizId, tutorId);
  const question = await changeQuestions(quizId, async (tx, quiz) => {
    const position = await nextPositionFor(tx, quizId, 1);
    const created = await tx.question.create({
      data: {
        quizId,
        position,
        ...bankColumns(quiz),
        question: input.question,
        options: input.options,
        correctIndex: input.correct_answer,
        explanation: input.explanation,
      },
      select: questionSelect,
    });
    await writeFirstVersions(tx, [{ id: created.id, content: contentOf(created) }], "lenient");
    return created;
  });
  return toAuthoredQuestionDto(question);
}
