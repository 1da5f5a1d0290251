import "server-only";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import { ownQuestionWhere } from "./owned";

// A tutor submits one of their bank questions to the platform pool (docs/question-bank.md
// "Editorial review"): an editor then approves or rejects it. A question is ready when it has a
// topic (papers and drills draw by topic) and an explanation (students read it in review).

export type SubmittedQuestion = { id: string; review_status: "submitted"; submitted_at: string };

export async function submitBankQuestion(tutorId: string, id: string): Promise<SubmittedQuestion> {
  const question = await db.question.findFirst({
    where: ownQuestionWhere(tutorId, id),
    select: {
      status: true,
      topicId: true,
      explanation: true,
      reviewStatus: true,
      submittedAt: true,
      version: true,
      approvedVersion: true,
    },
  });
  if (!question) throw notFound("Question");
  if (question.reviewStatus === "submitted" && question.submittedAt) {
    return { id, review_status: "submitted", submitted_at: question.submittedAt.toISOString() };
  }
  if (question.status === "retired")
    throw new AppError("conflict", "This question is retired: bring it back before submitting it");
  if (question.approvedVersion === question.version)
    throw new AppError("conflict", "This version is already approved for the platform pool");

  const errors: Record<string, string> = {};
  if (!question.topicId) errors.topic = "Choose a topic: papers and drills draw pool questions by topic";
  if (!question.explanation.trim())
    errors.explanation = "Write an explanation: students read it when they review the question";
  const missing = Object.values(errors);
  if (missing.length > 0) {
    const message = `Before submitting: ${missing.map((m) => m.charAt(0).toLowerCase() + m.slice(1)).join("; ")}`;
    throw new AppError("validation_error", message, { fieldErrors: errors });
  }

  const submittedAt = new Date();
  // Conditional on what was read, so a concurrent decision or edit is not overwritten.
  const { count } = await db.question.updateMany({
    where: {
      ...ownQuestionWhere(tutorId, id),
      reviewStatus: question.reviewStatus,
      version: question.version,
      status: "active",
    },
    data: { reviewStatus: "submitted", submittedAt, reviewNote: null },
  });
  if (count === 0) throw new AppError("conflict", "The question changed meanwhile: open it again");
  return { id, review_status: "submitted", submitted_at: submittedAt.toISOString() };
}
