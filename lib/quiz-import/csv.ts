// Bulk question import from CSV: text → questions, or every error with the line it is on.
// Pure (no I/O). Each question is held to questionInputSchema, the rules of the question
// routes, so what parses here can be stored as is. (./aiken.ts reads the Aiken format.)

import { MAX_QUESTIONS_PER_QUIZ, optionLetter } from "../validation/quiz-authoring";
import { readCsvRecords, type CsvRecord } from "./csv-records";
import { checkQuestion } from "./question-check";
import { byLine, tooManyQuestions, type ImportError, type ImportResult, type ParsedQuestion } from "./import-result";

// CSV import: a header row naming the columns
//   question,option_a,option_b,option_c,option_d,answer,explanation
// (option_c … option_f and explanation are optional columns, in any order); answer is the
// letter A–F or the 1-based number of the right option. Each row is checked against the
// question rules of the API; an error's line is where its record starts.

const OPTION_COLUMNS = ["option_a", "option_b", "option_c", "option_d", "option_e", "option_f"] as const;
const KNOWN_COLUMNS = new Set<string>(["question", ...OPTION_COLUMNS, "answer", "explanation"]);
const REQUIRED_COLUMNS = ["question", "option_a", "option_b", "answer"] as const;
export const CSV_HEADER = "question,option_a,option_b,option_c,option_d,answer,explanation";

const LAST_LETTER = optionLetter(OPTION_COLUMNS.length - 1);
/** "A" or "1" → 0, "b" or "2" → 1, … one letter and one number per option column. */
const ANSWER_NOTATION = new Map(OPTION_COLUMNS.flatMap((_, i) => [[optionLetter(i), i] as const, [String(i + 1), i] as const]));

const columnName = (raw: string) => raw.toLowerCase().replace(/[\s-]+/g, "_");

type Header = { columns: string[]; index: Map<string, number> };

/** The header's problems, and its columns when rows can be read against it. */
function readHeader(record: CsvRecord): { header: Header | null; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const at = (message: string) => errors.push({ line: record.line, message });
  const columns = record.fields.map(columnName);
  if (!columns.some((c) => KNOWN_COLUMNS.has(c))) {
    at(`The first line must be the header row: ${CSV_HEADER}`);
    return { header: null, errors };
  }
  const index = new Map<string, number>();
  let fatal = false;
  columns.forEach((name, i) => {
    if (name === "") at(`Column ${i + 1} of the header has no name`);
    else if (!KNOWN_COLUMNS.has(name))
      at(`Unknown column "${record.fields[i]}" in the header: the columns are question, option_a to option_f, answer and explanation`);
    else if (index.has(name)) {
      at(`Column "${name}" appears twice in the header`);
      fatal = true;
    } else index.set(name, i);
  });
  for (const name of REQUIRED_COLUMNS) {
    if (!index.has(name)) {
      at(`The header has no "${name}" column`);
      fatal = true;
    }
  }
  const lastOption = OPTION_COLUMNS.findLastIndex((c) => index.has(c));
  for (let k = 0; k < lastOption; k++) {
    if (!index.has(OPTION_COLUMNS[k]!)) {
      at(`The header has ${OPTION_COLUMNS[lastOption]} but no ${OPTION_COLUMNS[k]}: option columns must run from option_a without gaps`);
      fatal = true;
    }
  }
  return { header: fatal ? null : { columns, index }, errors };
}

function answerMessage(raw: string, index: number | undefined): string {
  if (raw === "") return `The answer is missing: give the letter (A to ${LAST_LETTER}) or the number (1 to ${OPTION_COLUMNS.length}) of the right option`;
  if (index === undefined) return `The answer "${raw}" is not an option letter (A to ${LAST_LETTER}) or number (1 to ${OPTION_COLUMNS.length})`;
  return `The answer is ${raw.toUpperCase()} but there is no option ${optionLetter(index)}`;
}

function readRow(record: CsvRecord, header: Header): ParsedQuestion | ImportError[] {
  const { line, fields } = record;
  if (fields.length !== header.columns.length) {
    const hint = fields.length > header.columns.length ? ": put a field that contains a comma in double quotes" : "";
    return [{ line, message: `Expected ${header.columns.length} columns but found ${fields.length}${hint}` }];
  }
  const cell = (name: string) => {
    const i = header.index.get(name);
    return i === undefined ? "" : fields[i]!;
  };
  // Option cells after the last filled one are unused; an empty one before it is an empty option.
  const optionCells = OPTION_COLUMNS.map(cell);
  const options = optionCells.slice(0, optionCells.findLastIndex((text) => text !== "") + 1);
  const rawAnswer = cell("answer");
  const answer = ANSWER_NOTATION.get(rawAnswer.toUpperCase());
  const checked = checkQuestion({ question: cell("question"), options, correct_answer: answer, explanation: cell("explanation") });
  if (!checked.ok) return checked.issues.map((issue) => ({ line, message: issue.field === "answer" ? answerMessage(rawAnswer, answer) : issue.message }));
  const { question, options: checkedOptions, correct_answer, explanation } = checked.question;
  return { question, options: checkedOptions, correctIndex: correct_answer, explanation, line };
}

/** Questions from CSV text with a header row; every error is reported with its line. */
export function parseQuestionsCsv(text: string): ImportResult {
  // The header and one quiz's worth of rows: a file with more can never be imported whole.
  const readout = readCsvRecords(text, 1 + MAX_QUESTIONS_PER_QUIZ);
  const errors = [...readout.errors];
  const questions: ParsedQuestion[] = [];
  const [first, ...rows] = readout.records;
  // A fault before the first record is in the header itself: nothing after it can be read.
  if (!first || errors.some((e) => e.line < first.line)) {
    if (errors.length === 0) errors.push({ line: 1, message: `The file is empty: the first line must be the header row: ${CSV_HEADER}` });
    return { questions, errors };
  }
  const { header, errors: headerErrors } = readHeader(first);
  errors.push(...headerErrors);
  if (header) {
    for (const row of rows) {
      const read = readRow(row, header);
      if (Array.isArray(read)) errors.push(...read);
      else questions.push(read);
    }
    if (rows.length === 0 && readout.errors.length === 0) errors.push({ line: first.line, message: "The file has a header row but no questions" });
  }
  if (readout.stoppedAt !== undefined) errors.push(tooManyQuestions(readout.stoppedAt));
  return { questions, errors: errors.sort(byLine) };
}
