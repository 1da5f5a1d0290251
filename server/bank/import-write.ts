import type { ParsedBankQuestion, ParsedBankStimulus } from "../../lib/bank-import/import-result";
import { Prisma } from "../generated/prisma/client";

// The write of an import file, shared by a tutor's bank import (server/bank/import.ts), a course
// quiz's import (server/quizzes/authoring/import-questions.ts) and the platform's own bank
// (prisma/seed-bank.ts, no owner): its stimuli, its questions and their first versions, inside
// the caller's transaction. What is already in the bank by slug is not
// written again (an existing stimulus is linked to instead); the caller has made sure such a
// slug is one the owner may reuse. No `server-only` marker and no `@/` paths: the seed loads
// this module outside the app.

type Tx = Prisma.TransactionClient;

/** A question as the import formats give it. */
export type ImportQuestion = Pick<
  ParsedBankQuestion,
  "slug" | "text" | "options" | "answerIndex" | "explanation" | "exams" | "source" | "difficulty" | "stimulus" | "image"
>;

export type ImportWrite = {
  /** The tutor who owns what is written; null for the platform's bank. */
  ownerId: string | null;
  subject: string;
  /** A course quiz's import: its questions join the quiz in file order from `firstPosition`. */
  quiz?: { id: string; firstPosition: number };
  stimuli: ParsedBankStimulus[];
  questions: { question: ImportQuestion; topicId: string | null }[];
  /** The stored HTML of a version's text, options and explanation; null where a quiz's does not render (shown as written). */
  html: (content: { text: string; options: string[]; explanation: string }) => object | null;
};

/** Ids of the questions created. */
export async function writeImport(tx: Tx, write: ImportWrite): Promise<string[]> {
  const slugsOf = (list: { slug?: string }[]) => list.flatMap((item) => (item.slug ? [item.slug] : []));
  const existingStimuli = new Map(
    (
      await tx.stimulus.findMany({ where: { slug: { in: slugsOf(write.stimuli) } }, select: { id: true, slug: true } })
    ).map((s) => [s.slug!, s.id]),
  );
  const stimulusIds = new Map<string, string>();
  for (const s of write.stimuli) {
    const id =
      (s.slug && existingStimuli.get(s.slug)) ||
      (
        await tx.stimulus.create({
          data: {
            slug: s.slug ?? null,
            ownerId: write.ownerId,
            subject: write.subject,
            kind: s.kind,
            title: s.title,
            content: s.content,
            imageKey: s.image,
          },
          select: { id: true },
        })
      ).id;
    stimulusIds.set(s.ref, id);
  }
  const seeded = new Set(
    (
      await tx.question.findMany({
        where: { slug: { in: slugsOf(write.questions.map((q) => q.question)) } },
        select: { slug: true },
      })
    ).map((q) => q.slug),
  );
  const rows = write.questions
    .filter(({ question }) => !question.slug || !seeded.has(question.slug))
    .map(({ question: q, topicId }) => ({
      q,
      topicId,
      stimulusId: q.stimulus === null ? null : stimulusIds.get(q.stimulus)!,
    }));
  if (rows.length === 0) return [];
  const created = await tx.question.createManyAndReturn({
    data: rows.map(({ q, topicId, stimulusId }, index) => ({
      slug: q.slug ?? null,
      ownerId: write.ownerId,
      quizId: write.quiz?.id ?? null,
      position: write.quiz ? write.quiz.firstPosition + index : null,
      subject: write.subject,
      topicId,
      exams: q.exams,
      source: q.source === "original" ? "original" : q.source.style,
      sourceYear: q.source === "original" ? null : q.source.year,
      difficulty: q.difficulty,
      stimulusId,
      imageKey: q.image,
      question: q.text,
      options: q.options,
      correctIndex: q.answerIndex,
      explanation: q.explanation,
    })),
    select: {
      id: true,
      question: true,
      options: true,
      correctIndex: true,
      explanation: true,
      stimulusId: true,
      imageKey: true,
    },
  });
  await tx.questionVersion.createMany({
    data: created.map((row) => ({
      questionId: row.id,
      version: 1,
      text: row.question,
      options: row.options,
      answerIndex: row.correctIndex,
      explanation: row.explanation,
      stimulusId: row.stimulusId,
      imageKey: row.imageKey,
      html:
        (write.html({
          text: row.question,
          options: row.options,
          explanation: row.explanation,
        }) as Prisma.InputJsonValue | null) ?? Prisma.DbNull,
    })),
  });
  return created.map((row) => row.id);
}
