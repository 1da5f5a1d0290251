import "server-only";
import { servedHtml, type QuestionHtml } from "@/lib/exam/question-html";
import type { QualityWarning } from "@/lib/bank-quality/question-checks";
import type { BankQuestionListQuery } from "@/lib/validation/bank";
import { optionLetter } from "@/lib/validation/quiz-authoring";
import { db } from "../db";
import { notFound } from "../errors";
import type { Prisma } from "../generated/prisma/client";
import { mediaUrl } from "../accounts/users";
import { itemStatsFor } from "./item-stats";
import { ownQuestionWhere } from "./owned";
import { qualityChecks, subjectQualityChecks } from "./quality-checks";
import { bankQuestionSelect, toBankQuestionDto, type BankQuestionDto } from "./question-dto";
import { currentNotation, currentVersionHtml, type VersionHtml } from "./versions";

// Reading a tutor's bank questions: one (with its rendered HTML), a page of a filtered list,
// and a question's versions. Each carries its item statistics; the list also each question's
// count of open reports.

export async function getBankQuestion(tutorId: string, id: string): Promise<BankQuestionDto> {
  const row = await db.question.findFirst({ where: ownQuestionWhere(tutorId, id), select: bankQuestionSelect });
  if (!row) throw notFound("Question");
  const [version, stats, checks] = await Promise.all([
    db.questionVersion.findUnique({
      where: { questionId_version: { questionId: id, version: row.version } },
      select: { html: true, text: true, options: true, explanation: true },
    }),
    itemStatsFor([id]),
    qualityChecks({ ...row, ownerId: tutorId }),
  ]);
  return toBankQuestionDto(
    row,
    stats.get(id)!,
    version ? servedHtml(version.html as VersionHtml | null, version) : null,
    checks,
  );
}

const listSelect = {
  ...bankQuestionSelect,
  versions: currentVersionHtml,
} as const satisfies Prisma.QuestionSelect;

/** A question of the list: its notation as its current version stores it, null when it has none. */
export type BankListQuestion = Omit<BankQuestionDto, "html"> & { html: QuestionHtml | null; open_reports: number };

export async function listBankQuestions(
  tutorId: string,
  query: BankQuestionListQuery,
): Promise<{
  questions: BankListQuestion[];
  pagination: { page: number; limit: number; total: number };
  /** The subject-level quality rule, when the list is of one subject. */
  subject_checks: QualityWarning[];
}> {
  const where: Prisma.QuestionWhereInput = {
    ownerId: tutorId,
    quizId: null,
    ...(query.subject && { subject: query.subject }),
    ...(query.status !== "all" && { status: query.status }),
    ...(query.exam && { exams: { has: query.exam } }),
    ...(query.q && { question: { contains: query.q, mode: "insensitive" } }),
    // A heading's questions include those of its sub-headings.
    ...(query.topic && {
      topic: {
        OR: [
          { id: query.topic },
          { slug: query.topic },
          { parent: { OR: [{ id: query.topic }, { slug: query.topic }] } },
        ],
      },
    }),
  };
  const [rows, total] = await Promise.all([
    db.question.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
      select: listSelect,
    }),
    db.question.count({ where }),
  ]);
  const ids = rows.map((r) => r.id);
  const [stats, openReports, subjectChecks] = await Promise.all([
    itemStatsFor(ids),
    openReportCounts(ids),
    query.subject ? subjectQualityChecks(tutorId, query.subject) : Promise.resolve([]),
  ]);
  return {
    questions: rows.map(({ versions, ...row }) => ({
      ...toBankQuestionDto(row, stats.get(row.id)!),
      html: currentNotation({ text: row.question, options: row.options, explanation: row.explanation }, versions),
      open_reports: openReports.get(row.id) ?? 0,
    })),
    pagination: { page: query.page, limit: query.limit, total },
    subject_checks: subjectChecks,
  };
}

/** Students' reports not yet resolved, per question of the page. */
async function openReportCounts(questionIds: string[]): Promise<Map<string, number>> {
  if (questionIds.length === 0) return new Map();
  const groups = await db.questionReport.groupBy({
    by: ["questionId"],
    where: { questionId: { in: questionIds }, resolvedAt: null },
    _count: { _all: true },
  });
  return new Map(groups.map((g) => [g.questionId, g._count._all]));
}

/** Every version of the question, newest first, with how many sitting items show each. */
export async function listVersions(tutorId: string, id: string) {
  const question = await db.question.findFirst({ where: ownQuestionWhere(tutorId, id), select: { version: true } });
  if (!question) throw notFound("Question");
  const versions = await db.questionVersion.findMany({
    where: { questionId: id },
    orderBy: { version: "desc" },
    select: {
      version: true,
      text: true,
      options: true,
      answerIndex: true,
      explanation: true,
      stimulusId: true,
      imageKey: true,
      html: true,
      createdAt: true,
      _count: { select: { items: true } },
    },
  });
  return versions.map((v) => ({
    version: v.version,
    current: v.version === question.version,
    text: v.text,
    options: v.options,
    answer: optionLetter(v.answerIndex),
    explanation: v.explanation,
    stimulus_id: v.stimulusId,
    image_key: v.imageKey,
    image_url: v.imageKey ? mediaUrl(v.imageKey) : null,
    html: servedHtml(v.html as VersionHtml | null, v),
    /** Sitting items that showed this version; a version once shown is never changed. */
    times_shown: v._count.items,
    created_at: v.createdAt.toISOString(),
  }));
}
