import "server-only";
import { servedHtml } from "@/lib/exam/question-html";
import type { QualityWarning } from "@/lib/bank-quality/question-checks";
import type { EditorialQuestionsQuery } from "@/lib/validation/editorial";
import { optionLetter } from "@/lib/validation/quiz-authoring";
import { assertEditor } from "../auth/editor";
import { poolQualityChecks } from "../bank/quality-checks";
import type { VersionHtml } from "../bank/versions";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { mediaUrl } from "../accounts/users";

// The editors' queue (GET /api/editorial/questions): tutors' bank questions by review status,
// the submitted ones oldest first, each with the quality warnings against the platform pool.

const queueSelect = {
  id: true,
  subject: true,
  exams: true,
  difficulty: true,
  version: true,
  approvedVersion: true,
  question: true,
  options: true,
  correctIndex: true,
  explanation: true,
  stimulusId: true,
  imageKey: true,
  submittedAt: true,
  reviewedAt: true,
  reviewNote: true,
  reviewStatus: true,
  topic: { select: { slug: true, name: true } },
  owner: { select: { firstName: true, lastName: true } },
  stimulus: { select: { kind: true, title: true, content: true } },
} as const satisfies Prisma.QuestionSelect;
type QueueRow = Prisma.QuestionGetPayload<{ select: typeof queueSelect }>;

function toQueueDto(row: QueueRow, html: VersionHtml | null, checks: QualityWarning[]) {
  return {
    id: row.id,
    subject: row.subject,
    topic: row.topic,
    exams: row.exams,
    difficulty: row.difficulty,
    review_status: row.reviewStatus,
    /** The version under review; `approved_version` is the one the pool draws meanwhile (an edit of an approved question). */
    version: row.version,
    approved_version: row.approvedVersion,
    text: row.question,
    options: row.options,
    correct_answer: optionLetter(row.correctIndex),
    explanation: row.explanation,
    html,
    stimulus: row.stimulus,
    image_url: row.imageKey ? mediaUrl(row.imageKey) : null,
    owner: { name: row.owner ? `${row.owner.firstName} ${row.owner.lastName}` : "ExamPrep" },
    submitted_at: row.submittedAt?.toISOString() ?? null,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    review_note: row.reviewNote,
    checks,
  };
}
export type QueueQuestionDto = ReturnType<typeof toQueueDto>;

export async function listForReview(editorId: string, query: EditorialQuestionsQuery) {
  await assertEditor(editorId);
  const where: Prisma.QuestionWhereInput = {
    quizId: null,
    ownerId: { not: null },
    reviewStatus: query.status,
    ...(query.status === "submitted" && { status: "active" }),
    ...(query.subject && { subject: query.subject }),
  };
  const orderBy: Prisma.QuestionOrderByWithRelationInput[] =
    query.status === "submitted" ? [{ submittedAt: "asc" }, { id: "asc" }] : [{ reviewedAt: "desc" }, { id: "desc" }];
  const [rows, total] = await Promise.all([
    db.question.findMany({
      where,
      orderBy,
      skip: (query.page - 1) * query.limit,
      take: query.limit,
      select: queueSelect,
    }),
    db.question.count({ where }),
  ]);
  const [versions, checks] = await Promise.all([
    db.questionVersion.findMany({
      where: { OR: rows.map((r) => ({ questionId: r.id, version: r.version })) },
      select: { questionId: true, html: true, text: true, options: true, explanation: true },
    }),
    poolQualityChecks(rows),
  ]);
  const html = new Map(versions.map((v) => [v.questionId, servedHtml(v.html as VersionHtml | null, v)]));
  return {
    questions: rows.map((row) => toQueueDto(row, html.get(row.id) ?? null, checks.get(row.id) ?? [])),
    pagination: { page: query.page, limit: query.limit, total },
  };
}
