import "server-only";
import { changeQuestions, questionOwnedBy } from "./owned";

/** Deletes a question; the ones after it move up, so positions stay 1…n. */
export async function deleteQuestion(questionId: string, tutorId: string): Promise<void> {
  const owned = await questionOwnedBy(questionId, tutorId);
  await changeQuestions(owned.quizId, async (tx) => {
    // Attempts lose the question as their review always has (it shows the quiz's questions);
    // their items hold on to its versions, so they go first.
    await tx.sittingItem.deleteMany({ where: { questionId } });
    const deleted = await tx.question.delete({ where: { id: questionId }, select: { position: true } });
    await tx.question.updateMany({
      where: { quizId: owned.quizId, position: { gt: deleted.position ?? 0 } },
      data: { position: { decrement: 1 } },
    });
  });
}
