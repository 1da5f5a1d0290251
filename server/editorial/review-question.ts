import "server-only";
import type { ApproveInput } from "@/lib/validation/editorial";
import { assertEditor } from "../auth/editor";
import { db } from "../db";
import { AppError, forbidden, notFound } from "../errors";
import { forgetPools } from "../exam/pool";

// An editor's decision on a submitted question (docs/question-bank.md "Editorial review").
// Approving records the version read: platform papers and drills draw that version from now
// on, whatever the author edits later. Rejecting sends the author a note; a version approved
// before keeps serving. Nobody reviews their own question.

type Decision = {
  id: string;
  review_status: "approved" | "rejected";
  approved_version: number | null;
  review_note: string | null;
  reviewed_at: string;
};

async function submittedQuestion(editorId: string, id: string) {
  await assertEditor(editorId);
  const question = await db.question.findFirst({
    where: { id, quizId: null, ownerId: { not: null } },
    select: { ownerId: true, reviewStatus: true, status: true, version: true, approvedVersion: true },
  });
  if (!question) throw notFound("Question");
  if (question.ownerId === editorId) throw forbidden("You cannot review your own question: another editor will");
  if (question.reviewStatus !== "submitted" || question.status !== "active") {
    throw new AppError(
      "conflict",
      `Only a submitted question can be reviewed; this one is ${question.status === "retired" ? "retired" : question.reviewStatus}`,
    );
  }
  return question;
}

export async function approveQuestion(editorId: string, id: string, input: ApproveInput): Promise<Decision> {
  const question = await submittedQuestion(editorId, id);
  if (input.version !== undefined && input.version !== question.version) {
    throw new AppError(
      "conflict",
      `The author has changed the question since version ${input.version}: read version ${question.version} first`,
    );
  }
  const reviewedAt = new Date();
  // Conditional on the version read: an edit that lands meanwhile is not approved unseen.
  const { count } = await db.question.updateMany({
    where: { id, reviewStatus: "submitted", status: "active", version: question.version },
    data: {
      reviewStatus: "approved",
      approvedVersion: question.version,
      reviewNote: null,
      reviewedAt,
      reviewedBy: editorId,
    },
  });
  if (count === 0) throw new AppError("conflict", "The question changed meanwhile: read it again");
  forgetPools();
  return {
    id,
    review_status: "approved",
    approved_version: question.version,
    review_note: null,
    reviewed_at: reviewedAt.toISOString(),
  };
}

export async function rejectQuestion(editorId: string, id: string, note: string): Promise<Decision> {
  const question = await submittedQuestion(editorId, id);
  const reviewedAt = new Date();
  const { count } = await db.question.updateMany({
    where: { id, reviewStatus: "submitted", version: question.version },
    data: { reviewStatus: "rejected", reviewNote: note, reviewedAt, reviewedBy: editorId },
  });
  if (count === 0) throw new AppError("conflict", "The question changed meanwhile: read it again");
  return {
    id,
    review_status: "rejected",
    approved_version: question.approvedVersion,
    review_note: note,
    reviewed_at: reviewedAt.toISOString(),
  };
}
