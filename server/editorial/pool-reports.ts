import "server-only";
import type { EditorialReportsQuery, ResolveReportInput } from "@/lib/validation/editorial";
import { optionLetter } from "@/lib/validation/quiz-authoring";
import { assertEditor } from "../auth/editor";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import { forgetPools, poolMemberWhere } from "../exam/pool";
import type { Prisma } from "../generated/prisma/client";
import { currentNotation, currentVersionHtml } from "../bank/versions";

// The editors' inbox (GET /api/editorial/reports): students' reports on the questions of the
// platform pool, the platform's own and tutors' approved ones, and those an editor resolved.
// Resolving says what was done; "retired" takes the question out of every draw, and for a
// tutor's question also withdraws its approval (the author sees the note), so bringing it back
// in their bank does not put it back in the pool.

const editorsReports: Prisma.QuestionReportWhereInput = {
  OR: [{ question: poolMemberWhere }, { resolver: { isEditor: true } }],
};

const reportSelect = {
  id: true,
  questionId: true,
  reason: true,
  detail: true,
  createdAt: true,
  resolvedAt: true,
  resolutionAction: true,
  resolutionNote: true,
  question: {
    select: {
      question: true,
      options: true,
      correctIndex: true,
      subject: true,
      version: true,
      approvedVersion: true,
      status: true,
      owner: { select: { firstName: true, lastName: true } },
      versions: currentVersionHtml,
    },
  },
} as const satisfies Prisma.QuestionReportSelect;
type ReportRow = Prisma.QuestionReportGetPayload<{ select: typeof reportSelect }>;

/** The question's and options' notation as its current version stores it (null: none has any). */
function notationOf(q: ReportRow["question"]) {
  const html = currentNotation({ text: q.question, options: q.options, explanation: "" }, q.versions);
  return html ? { text: html.text, options: html.options } : null;
}

function toPoolReportDto(row: ReportRow) {
  const q = row.question;
  return {
    id: row.id,
    question_id: row.questionId,
    reason: row.reason,
    detail: row.detail,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    resolution: row.resolvedAt ? { action: row.resolutionAction, note: row.resolutionNote } : null,
    question: {
      id: row.questionId,
      subject: q.subject,
      text: q.question,
      options: q.options,
      html: notationOf(q),
      correct_answer: optionLetter(q.correctIndex),
      status: q.status,
      /** The version drawn: the approved one of a tutor's question, the current one of the platform's. */
      version: q.approvedVersion ?? q.version,
      owner: q.owner ? { name: `${q.owner.firstName} ${q.owner.lastName}` } : null,
    },
  };
}
export type PoolReportDto = ReturnType<typeof toPoolReportDto>;

export async function listPoolReports(editorId: string, query: EditorialReportsQuery) {
  await assertEditor(editorId);
  const where: Prisma.QuestionReportWhereInput = {
    ...editorsReports,
    ...(query.status === "open" && { resolvedAt: null }),
    ...(query.status === "resolved" && { resolvedAt: { not: null } }),
  };
  const [rows, total] = await Promise.all([
    db.questionReport.findMany({
      where,
      orderBy:
        query.status === "open" ? [{ createdAt: "asc" }, { id: "asc" }] : [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
      select: reportSelect,
    }),
    db.questionReport.count({ where }),
  ]);
  return { reports: rows.map(toPoolReportDto), pagination: { page: query.page, limit: query.limit, total } };
}

export async function resolvePoolReport(
  editorId: string,
  id: string,
  input: ResolveReportInput,
): Promise<PoolReportDto> {
  await assertEditor(editorId);
  const now = new Date();
  const resolved = await db.$transaction(async (tx) => {
    const report = await tx.questionReport.findFirst({
      where: { id, ...editorsReports },
      select: { resolvedAt: true, questionId: true, question: { select: { ownerId: true } } },
    });
    if (!report) throw notFound("Report");
    const { count } = await tx.questionReport.updateMany({
      where: { id, resolvedAt: null },
      data: { resolvedAt: now, resolvedBy: editorId, resolutionAction: input.action, resolutionNote: input.note },
    });
    if (count === 0) throw new AppError("conflict", "This report is already resolved");
    if (input.action === "retired") {
      const withdrawn = report.question.ownerId
        ? {
            approvedVersion: null,
            reviewStatus: "rejected" as const,
            reviewNote: input.note,
            reviewedAt: now,
            reviewedBy: editorId,
          }
        : {};
      await tx.question.update({
        where: { id: report.questionId },
        data: { status: "retired", ...withdrawn },
        select: { id: true },
      });
    }
    return tx.questionReport.findUniqueOrThrow({ where: { id }, select: reportSelect });
  });
  if (input.action === "retired") forgetPools();
  return toPoolReportDto(resolved);
}
