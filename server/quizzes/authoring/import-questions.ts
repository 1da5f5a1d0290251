import "server-only";
import { parseAiken } from "@/lib/quiz-import/aiken";
import { parseQuestionsCsv } from "@/lib/quiz-import/csv";
import type { ImportError, ParsedQuestion } from "@/lib/quiz-import/import-result";
import type { ImportInput } from "@/lib/validation/quiz-authoring";
import { AppError } from "../../errors";
import { writeFirstVersions } from "../../bank/versions";
import {
  assertQuizOwner,
  bankColumns,
  changeQuestions,
  contentOf,
  nextPositionFor,
  questionSelect,
  toAuthoredQuestionDto,
  type AuthoredQuestionDto,
} from "./owned";

/** Import errors listed in one answer; the message gives the total. */
const MAX_LISTED_LINES = 200;

/** 400 listing each error under `errors["line N"]` (several on one line joined by "; "). */
export function importErrorsToAppError(errors: ImportError[]): AppError {
  const byLine = new Map<number, string[]>();
  for (const e of errors) {
    const list = byLine.get(e.line);
    if (list) list.push(e.message);
    else if (byLine.size < MAX_LISTED_LINES) byLine.set(e.line, [e.message]);
  }
  const fieldErrors = Object.fromEntries([...byLine].map(([line, messages]) => [`line ${line}`, messages.join("; ")]));
  const first = errors[0]!;
  const more = errors.length - 1;
  const message = `Line ${first.line}: ${first.message}${more > 0 ? ` (and ${more} more error${more === 1 ? "" : "s"})` : ""}. Nothing was imported`;
  return new AppError("validation_error", message, { fieldErrors });
}

/**
 * Parses CSV or Aiken text and appends its questions after the existing ones, all in one
 * transaction; any error in the file writes nothing and answers 400 with every line.
 */
export async function importQuestions(
  quizId: string,
  tutorId: string,
  input: ImportInput,
): Promise<{ imported: number; questions: AuthoredQuestionDto[] }> {
  await assertQuizOwner(quizId, tutorId);
  const { questions, errors } = input.format === "csv" ? parseQuestionsCsv(input.text) : parseAiken(input.text);
  if (errors.length > 0) throw importErrorsToAppError(errors);
  const rows = await changeQuestions(quizId, async (tx, quiz) => {
    const first = await nextPositionFor(tx, quizId, questions.length);
    const created = await tx.question.createManyAndReturn({
      data: questions.map((q: ParsedQuestion, i) => ({
        quizId,
        position: first + i,
        ...bankColumns(quiz),
        question: q.question,
        options: q.options,
        correctIndex: q.correctIndex,
        explanation: q.explanation,
      })),
      select: questionSelect,
    });
    await writeFirstVersions(
      tx,
      created.map((row) => ({ id: row.id, content: contentOf(row) })),
      "lenient",
    );
    return created.sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  });
  return { imported: rows.length, questions: rows.map(toAuthoredQuestionDto) };
}
