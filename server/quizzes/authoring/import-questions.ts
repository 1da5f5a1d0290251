import "server-only";
import { parseAiken } from "@/lib/quiz-import/aiken";
import { parseQuestionsCsv } from "@/lib/quiz-import/csv";
import type { ImportError, ParsedQuestion } from "@/lib/quiz-import/import-result";
import type { ImportInput } from "@/lib/validation/quiz-authoring";
import { AppError } from "../../errors";
import { writeImport, type ImportQuestion } from "../../bank/import-write";
import { renderVersionHtmlIfValid } from "../../bank/versions";
import {
  assertQuizOwner,
  changeQuestions,
  nextPositionFor,
  questionSelect,
  toAuthoredQuestionDto,
  type AuthoredQuestionDto,
  type QuizFacts,
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

/** A question of a quiz's file as the import's write takes it: the quiz's own, in no exam's style. */
const asImported = (q: ParsedQuestion, difficulty: QuizFacts["difficulty"]): ImportQuestion => ({
  text: q.question,
  options: q.options,
  answerIndex: q.correctIndex,
  explanation: q.explanation,
  exams: [],
  source: "original",
  difficulty,
  stimulus: null,
  image: null,
});

/**
 * Parses CSV or Aiken text and appends its questions after the existing ones, in one transaction
 * through the write every import shares (../../bank/import-write.ts); any error in the file writes
 * nothing and answers 400 with every line.
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
    const firstPosition = await nextPositionFor(tx, quizId, questions.length);
    const ids = await writeImport(tx, {
      ownerId: quiz.tutorId,
      subject: quiz.category,
      quiz: { id: quizId, firstPosition },
      stimuli: [],
      questions: questions.map((q: ParsedQuestion) => ({ question: asImported(q, quiz.difficulty), topicId: null })),
      html: renderVersionHtmlIfValid,
    });
    return tx.question.findMany({ where: { id: { in: ids } }, select: questionSelect, orderBy: { position: "asc" } });
  });
  return { imported: rows.length, questions: rows.map(toAuthoredQuestionDto) };
}
