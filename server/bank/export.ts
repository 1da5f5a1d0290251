import "server-only";
import { bankCsvFile, bankJsonFile, type ExportedQuestion, type ExportedStimulus } from "@/lib/bank-import/serialize";
import type { BankExportQuery } from "@/lib/validation/bank";
import { optionLetter } from "@/lib/validation/quiz-authoring";
import { subjectSlug } from "@/lib/subjects";
import { db } from "../db";
import { sourceOf } from "./question-dto";

// Export of a tutor's active bank questions of one subject, in the import formats: the JSON
// file imports back as the same questions with their stimuli (copied as the tutor's own); the
// CSV has no place for stimuli. Oldest first, so a file reads in the order it was written.

export async function exportBank(
  tutorId: string,
  query: BankExportQuery,
): Promise<{ fileName: string; contentType: string; body: string }> {
  const rows = await db.question.findMany({
    where: { ownerId: tutorId, quizId: null, subject: query.subject, status: "active" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      question: true,
      options: true,
      correctIndex: true,
      explanation: true,
      imageKey: true,
      exams: true,
      source: true,
      sourceYear: true,
      difficulty: true,
      topic: { select: { slug: true } },
      stimulus: { select: { id: true, kind: true, title: true, content: true, imageKey: true } },
    },
  });
  const stimuli = new Map<string, ExportedStimulus>();
  const questions: ExportedQuestion[] = rows.map((row) => {
    let ref: string | null = null;
    if (row.stimulus) {
      const known = stimuli.get(row.stimulus.id);
      ref = known?.ref ?? `s${stimuli.size + 1}`;
      if (!known) {
        const { kind, title, content, imageKey } = row.stimulus;
        stimuli.set(row.stimulus.id, { ref, kind, title, content, image: imageKey });
      }
    }
    return {
      text: row.question,
      options: row.options,
      answer: optionLetter(row.correctIndex),
      explanation: row.explanation,
      topic: row.topic?.slug ?? null,
      difficulty: row.difficulty,
      exams: row.exams,
      source: sourceOf(row),
      stimulus: ref,
      image: row.imageKey,
    };
  });
  const base = `bank-${subjectSlug(query.subject)}`;
  if (query.format === "csv")
    return { fileName: `${base}.csv`, contentType: "text/csv; charset=utf-8", body: bankCsvFile(questions) };
  return {
    fileName: `${base}.json`,
    contentType: "application/json; charset=utf-8",
    body: bankJsonFile(query.subject, [...stimuli.values()], questions),
  };
}
