import "server-only";
import type { ReportCreate, ReportListQuery } from "@/lib/validation/bank";
import { db } from "../db";
import { notFound } from "../errors";
import { isPoolMember } from "../exam/pool";
import type { Prisma } from "../generated/prisma/client";

// Reports on questions: a student who was shown a question in a sitting flags it (a wrong key,
// a typo…); the question's author reads the reports and marks them resolved, and the editors read
// those on the platform pool (server/editorial/pool-reports.ts). One report per student and
// question: reporting again answers the report already made (idempotent).

function toReportDto(row: {
  id: string;
  questionId: string;
  reason: string;
  detail: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
}) {
  return {
    id: row.id,
    question_id: row.questionId,
    reason: row.reason,
    detail: row.detail,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}
export type ReportDto = ReturnType<typeof toReportDto>;

const reportSelect = {
  id: true,
  questionId: true,
  reason: true,
  detail: true,
  createdAt: true,
  resolvedAt: true,
} as const satisfies Prisma.QuestionReportSelect;

/** Who reads a report: the editors for a question of the platform pool, else its author. */
export type ReportReader = "editor" | "author";

/** `created` false: the student had already reported this question; that report is answered. */
export async function reportQuestion(
  studentId: string,
  questionId: string,
  input: ReportCreate,
): Promise<{ report: ReportDto; created: boolean; reader: ReportReader }> {
  // Only a question the student was shown in one of their sittings of a paper; anything else is 404.
  const seen = await db.sittingItem.findFirst({
    where: { questionId, sitting: { studentId, paperId: { not: null } } },
    select: { question: { select: { ownerId: true, quizId: true, approvedVersion: true } } },
  });
  if (!seen) throw notFound("Question");
  const reader: ReportReader = isPoolMember(seen.question) ? "editor" : "author";
  const mine = { questionId_reporterId: { questionId, reporterId: studentId } };
  const existing = await db.questionReport.findUnique({ where: mine, select: reportSelect });
  if (existing) return { report: toReportDto(existing), created: false, reader };
  try {
    const row = await db.questionReport.create({
      data: { questionId, reporterId: studentId, reason: input.reason, detail: input.detail || null },
      select: reportSelect,
    });
    return { report: toReportDto(row), created: true, reader };
  } catch (error) {
    // A double tap that lost the race met the unique index: answer the report that won.
    if (!isUniqueViolation(error)) throw error;
    return {
      report: toReportDto(await db.questionReport.findUniqueOrThrow({ where: mine, select: reportSelect })),
      created: false,
      reader,
    };
  }
}

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === "P2002";

/** Reports on the tutor's questions, newest first, each with the question's text. */
export async function listReports(tutorId: string, query: ReportListQuery) {
  const where: Prisma.QuestionReportWhereInput = {
    question: { ownerId: tutorId },
    ...(query.status === "open" && { resolvedAt: null }),
    ...(query.status === "resolved" && { resolvedAt: { not: null } }),
  };
  const [rows, total] = await Promise.all([
    db.questionReport.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
      select: { ...reportSelect, question: { select: { question: true, subject: true, quizId: true, version: true } } },
    }),
    db.questionReport.count({ where }),
  ]);
  return {
    reports: rows.map((row) => ({
      ...toReportDto(row),
      question: {
        id: row.questionId,
        text: row.question.question,
        subject: row.question.subject,
        version: row.question.version,
        quiz_id: row.question.quizId,
      },
    })),
    pagination: { page: query.page, limit: query.limit, total },
  };
}

/** Marks a report on one of the tutor's questions resolved (or open again). */
export async function resolveReport(tutorId: string, id: string, resolved: boolean): Promise<ReportDto> {
  const report = await db.questionReport.findFirst({
    where: { id, question: { ownerId: tutorId } },
    select: { id: true },
  });
  if (!report) throw notFound("Report");
  const row = await db.questionReport.update({
    where: { id },
    data: resolved
      ? { resolvedAt: new Date(), resolvedBy: tutorId }
      : { resolvedAt: null, resolvedBy: null, resolutionAction: null, resolutionNote: null },
    select: reportSelect,
  });
  return toReportDto(row);
}

/** How many reports on the tutor's questions are still open. */
export async function countOpenReports(tutorId: string): Promise<number> {
  return db.questionReport.count({ where: { question: { ownerId: tutorId }, resolvedAt: null } });
}
