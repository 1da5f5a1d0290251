import "server-only";
import { notationFields, type QuestionHtml } from "@/lib/exam/question-html";
import { renderNotation } from "@/lib/notation/render";
import { Prisma } from "../generated/prisma/client";

// Question versions (docs/question-bank.md "Versions"): every question row has a
// question_versions row for its current version, holding the content a candidate sees and its
// server-rendered HTML. Sittings point at a version, so once a sitting item points at one it
// is never changed again: editing such a question writes version n + 1. So is the version an
// editor approved for the platform pool, or is reviewing. A version nobody has been shown yet,
// and no editor approved or is reviewing, is simply corrected in place. Bank questions and course quiz questions both
// write their versions here.

type Tx = Prisma.TransactionClient;

/** A question's current version, for a select beside the row (which holds its content): its stored rendering. */
export const currentVersionHtml = {
  select: { html: true },
  orderBy: { version: "desc" },
  take: 1,
} as const satisfies Prisma.Question$versionsArgs;

/** The notation of `source`'s fields as the question's current version stores it; null when none has any. */
export function currentNotation(
  source: { text: string; options: string[]; explanation: string },
  versions: readonly { html: Prisma.JsonValue }[],
): QuestionHtml | null {
  return notationFields(source, (versions[0]?.html ?? null) as QuestionHtml | null) ?? null;
}

export type VersionContent = {
  text: string;
  options: string[];
  answerIndex: number;
  explanation: string;
  stimulusId: string | null;
  imageKey: string | null;
};
export type VersionHtml = { text: string; options: string[]; explanation: string };

/** HTML of the text, options and explanation. Throws NotationError (the bank validates notation first). */
export function renderVersionHtml(content: Pick<VersionContent, "text" | "options" | "explanation">): VersionHtml {
  return {
    text: renderNotation(content.text),
    options: content.options.map(renderNotation),
    explanation: renderNotation(content.explanation),
  };
}

/**
 * For course quiz questions, whose notation was never checked: the HTML, or null when some
 * part does not render (the quiz shows the text as it is; the version is kept all the same).
 */
export function renderVersionHtmlIfValid(
  content: Pick<VersionContent, "text" | "options" | "explanation">,
): VersionHtml | null {
  try {
    return renderVersionHtml(content);
  } catch {
    return null;
  }
}

export type Render = "strict" | "lenient";
const render = (content: VersionContent, mode: Render) =>
  mode === "strict" ? renderVersionHtml(content) : renderVersionHtmlIfValid(content);

function versionColumns(content: VersionContent, html: VersionHtml | null) {
  return {
    text: content.text,
    options: content.options,
    answerIndex: content.answerIndex,
    explanation: content.explanation,
    stimulusId: content.stimulusId,
    imageKey: content.imageKey,
    html: html ?? Prisma.DbNull,
  };
}

/** The question row's copy of its current version's content. */
export function questionContentColumns(content: VersionContent) {
  return {
    question: content.text,
    options: content.options,
    correctIndex: content.answerIndex,
    explanation: content.explanation,
    stimulusId: content.stimulusId,
    imageKey: content.imageKey,
  };
}

/** Version 1 of questions just created (their `version` column is 1 by default). */
export async function writeFirstVersions(
  tx: Tx,
  questions: { id: string; content: VersionContent }[],
  mode: Render,
): Promise<void> {
  if (questions.length === 0) return;
  await tx.questionVersion.createMany({
    data: questions.map(({ id, content }) => ({
      questionId: id,
      version: 1,
      ...versionColumns(content, render(content, mode)),
    })),
  });
}

/** The content of a question row as stored (its current version's). */
export function contentOf(row: {
  question: string;
  options: string[];
  correctIndex: number;
  explanation: string;
  stimulusId: string | null;
  imageKey: string | null;
}): VersionContent {
  return {
    text: row.question,
    options: row.options,
    answerIndex: row.correctIndex,
    explanation: row.explanation,
    stimulusId: row.stimulusId,
    imageKey: row.imageKey,
  };
}

export function sameContent(a: VersionContent, b: VersionContent): boolean {
  return (
    a.text === b.text &&
    a.answerIndex === b.answerIndex &&
    a.explanation === b.explanation &&
    a.stimulusId === b.stimulusId &&
    a.imageKey === b.imageKey &&
    a.options.length === b.options.length &&
    a.options.every((option, i) => option === b.options[i])
  );
}

export type VersionWrite = "unchanged" | "updated_in_place" | "new_version";

/**
 * Saves new content for a question inside the caller's transaction: the question row's copy
 * and its current version (in place while no sitting item points at it, else as version
 * n + 1). Locks the question row, so concurrent edits queue, and the version row FOR UPDATE:
 * a sitting that draws this version meanwhile must take a key-share lock on it to insert its
 * item, so it waits for this transaction and then sees the new content, or it went first and
 * its item is counted here.
 */
export async function saveContent(
  tx: Tx,
  questionId: string,
  content: VersionContent,
  mode: Render,
): Promise<{ version: number; write: VersionWrite }> {
  const [question] = await tx.$queryRaw<
    { version: number; approved_version: number | null; review_status: string }[]
  >`SELECT version, approved_version, review_status::text FROM questions WHERE id = ${questionId} FOR UPDATE`;
  if (!question) throw new Error(`question ${questionId} vanished inside its own transaction`);
  const [current] = await tx.$queryRaw<
    {
      id: string;
      text: string;
      options: string[];
      answer_index: number;
      explanation: string;
      stimulus_id: string | null;
      image_key: string | null;
    }[]
  >`SELECT id, text, options, answer_index, explanation, stimulus_id, image_key FROM question_versions
    WHERE question_id = ${questionId} AND version = ${question.version} FOR UPDATE`;
  const html = render(content, mode);

  if (!current) {
    // A row from before versions were kept: its current content becomes this version.
    await tx.questionVersion.create({
      data: { questionId, version: question.version, ...versionColumns(content, html) },
    });
    await tx.question.update({
      where: { id: questionId },
      data: questionContentColumns(content),
      select: { id: true },
    });
    return { version: question.version, write: "updated_in_place" };
  }
  const stored: VersionContent = {
    text: current.text,
    options: current.options,
    answerIndex: current.answer_index,
    explanation: current.explanation,
    stimulusId: current.stimulus_id,
    imageKey: current.image_key,
  };
  if (sameContent(stored, content)) return { version: question.version, write: "unchanged" };

  // An editor reviewing a version approves what they read: it must not change under them.
  const underReview = question.approved_version === question.version || question.review_status === "submitted";
  const seen =
    underReview || (await tx.sittingItem.findFirst({ where: { versionId: current.id }, select: { sittingId: true } }));
  if (!seen) {
    await tx.questionVersion.update({
      where: { id: current.id },
      data: versionColumns(content, html),
      select: { id: true },
    });
    await tx.question.update({
      where: { id: questionId },
      data: questionContentColumns(content),
      select: { id: true },
    });
    return { version: question.version, write: "updated_in_place" };
  }
  const version = question.version + 1;
  await tx.questionVersion.create({ data: { questionId, version, ...versionColumns(content, html) } });
  await tx.question.update({
    where: { id: questionId },
    data: { ...questionContentColumns(content), version },
    select: { id: true },
  });
  return { version, write: "new_version" };
}
