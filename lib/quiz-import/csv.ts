// Bulk question import from CSV: text → questions, or every error with the line it is on.
// Pure (no I/O). Each question is held to questionInputSchema, the rules of the question
// routes, so what parses here can be stored as is. (./aiken.ts reads the Aiken format.)

import { MAX_QUESTIONS_PER_QUIZ, optionLetter } from "../validation/quiz-authoring";
import {
  csvCell,
  csvColumnCountProblem,
  readCsvTable,
  type CsvHeader,
  type CsvHeaderSpec,
  type CsvRecord,
} from "./csv-records";
import { checkQuestion } from "./question-check";
import { byLine, tooManyQuestions, type ImportError, type ImportResult, type ParsedQuestion } from "./import-result";

// CSV import: a header row naming the columns
//   question,option_a,option_b,option_c,option_d,answer,explanation
// (option_c … option_f and explanation are optional columns, in any order); answer is the
// letter A–F or the 1-based number of the right option. Each row is checked against the
// question rules of the API; an error's line is where its record starts.

const OPTION_COLUMNS = ["option_a", "option_b", "option_c", "option_d", "option_e", "option_f"] as const;
export const CSV_HEADER = "question,option_a,option_b,option_c,option_d,answer,explanation";
const HEADER_SPEC: CsvHeaderSpec = {
  known: ["question", ...OPTION_COLUMNS, "answer", "explanation"],
  required: ["question", "option_a", "option_b", "answer"],
  optionColumns: OPTION_COLUMNS,
  sample: CSV_HEADER,
  columnsInWords: "question, option_a to option_f, answer and explanation",
};

const LAST_LETTER = optionLetter(OPTION_COLUMNS.length - 1);
/** "A" or "1" → 0, "b" or "2" → 1, … one letter and one number per option column. */
const ANSWER_NOTATION = new Map(
  OPTION_COLUMNS.flatMap((_, i) => [[optionLetter(i), i] as const, [String(i + 1), i] as const]),
);

function answerMessage(raw: string, index: number | undefined): string {
  if (raw === "")
    return `The answer is missing: give the letter (A to ${LAST_LETTER}) or the number (1 to ${OPTION_COLUMNS.length}) of the right option`;
  if (index === undefined)
    return `The answer "${raw}" is not an option letter (A to ${LAST_LETTER}) or number (1 to ${OPTION_COLUMNS.length})`;
  return `The answer is ${raw.toUpperCase()} but there is no option ${optionLetter(index)}`;
}

function readRow(record: CsvRecord, header: CsvHeader): ParsedQuestion | ImportError[] {
  const { line } = record;
  const columnProblem = csvColumnCountProblem(record, header);
  if (columnProblem) return [columnProblem];
  const cell = (name: string) => csvCell(record, header, name);
  // Option cells after the last filled one are unused; an empty one before it is an empty option.
  const optionCells = OPTION_COLUMNS.map(cell);
  const options = optionCells.slice(0, optionCells.findLastIndex((text) => text !== "") + 1);
  const rawAnswer = cell("answer");
  const answer = ANSWER_NOTATION.get(rawAnswer.toUpperCase());
  const checked = checkQuestion({
    question: cell("question"),
    options,
    correct_answer: answer,
    explanation: cell("explanation"),
  });
  if (!checked.ok)
    return checked.issues.map((issue) => ({
      line,
      message: issue.field === "answer" ? answerMessage(rawAnswer, answer) : issue.message,
    }));
  const { question, options: checkedOptions, correct_answer, explanation } = checked.question;
  return { question, options: checkedOptions, correctIndex: correct_answer, explanation, line };
}

/** Questions from CSV text with a header row; every error is reported with its line. */
export function parseQuestionsCsv(text: string): ImportResult {
  // The header and one quiz's worth of rows: a file with more can never be imported whole.
  const table = readCsvTable(text, HEADER_SPEC, MAX_QUESTIONS_PER_QUIZ);
  const errors = [...table.errors];
  const questions: ParsedQuestion[] = [];
  if (table.header) {
    for (const row of table.rows) {
      const read = readRow(row, table.header);
      if (Array.isArray(read)) errors.push(...read);
      else questions.push(read);
    }
  }
  if (table.stoppedAt !== undefined) errors.push(tooManyQuestions(table.stoppedAt));
  return { questions, errors: errors.sort(byLine) };
}
