import "server-only";
import { correctAnswerMessage, optionKey, type QuestionUpdate } from "@/lib/validation/quiz-authoring";
import { AppError, notFound } from "../../errors";
import { saveContent } from "../../bank/versions";
import {
  changeQuestions,
  contentOf,
  questionOwnedBy,
  questionSelect,
  toAuthoredQuestionDto,
  type AuthoredQuestionDto,
} from "./owned";

function badAnswer(message: string): AppError {
  return new AppError("validation_error", message, { fieldErrors: { correct_answer: message } });
}

/**
 * Any subset of the fields. New options without correct_answer keep the right option by
 * its text (so reordering options keeps the key right); if it is gone, correct_answer must
 * be sent. A correct_answer alone must point to one of the stored options.
 */
export async function updateQuestion(
  questionId: string,
  tutorId: string,
  input: QuestionUpdate,
): Promise<AuthoredQuestionDto> {
  const owned = await questionOwnedBy(questionId, tutorId);
  const question = await changeQuestions(owned.quizId, async (tx) => {
    const stored = await tx.question.findUnique({ where: { id: questionId }, select: questionSelect });
    if (!stored) throw notFound("Question");
    let correctIndex = input.correct_answer;
    if (input.options && correctIndex === undefined) {
      const key = optionKey(stored.options[stored.correctIndex] ?? "");
      correctIndex = input.options.findIndex((o) => optionKey(o) === key);
      if (correctIndex === -1)
        throw badAnswer("The right option is no longer among the options: send correct_answer with the new options");
    }
    if (!input.options && correctIndex !== undefined && correctIndex >= stored.options.length) {
      throw badAnswer(correctAnswerMessage(stored.options.length));
    }
    // Through the versions, so a version a candidate was shown in a sitting is never changed.
    const content = contentOf({
      question: input.question ?? stored.question,
      options: input.options ?? stored.options,
      correctIndex: correctIndex ?? stored.correctIndex,
      explanation: input.explanation ?? stored.explanation,
    });
    await saveContent(tx, questionId, content, "lenient");
    return tx.question.findUniqueOrThrow({ where: { id: questionId }, select: questionSelect });
  });
  return toAuthoredQuestionDto(question);
}
