import { csvFieldValue } from "../csv-cell";
import {
  csvCell,
  csvColumnCountProblem,
  readCsvTable,
  type CsvHeader,
  type CsvHeaderSpec,
  type CsvRecord,
} from "../quiz-import/csv-records";
import { BANK_IMPORT_MAX_QUESTIONS, EXAM_BODIES, type BankImportDefaults } from "../validation/bank";
import { checkImportedQuestion } from "./check";
import {
  lineAt,
  sortErrors,
  type BankImportError,
  type BankImportResult,
  type ParsedBankQuestion,
} from "./import-result";

// Bank CSV import: a header row naming the columns
//   question,option_a,option_b,option_c,option_d,option_e,answer,explanation,topic,difficulty,exams
// (option_e, explanation, topic, difficulty, exams, source and image may be left out; the
// request's defaults fill empty topic, difficulty and exams cells). answer is the letter A–E;
// exams lists exam bodies separated by ";" (UTME;WAEC); topic is a topic slug of the subject;
// source is "original" or an exam and a year ("WAEC 2015"); image is the key of an image the
// tutor uploaded. Read with csv-parse through lib/quiz-import/csv-records.ts, so quoting, BOMs
// and line numbers work as in the quiz import; an error's line is where its record starts.

export const BANK_OPTION_COLUMNS = ["option_a", "option_b", "option_c", "option_d", "option_e"] as const;
export const BANK_CSV_COLUMNS = [
  "question",
  ...BANK_OPTION_COLUMNS,
  "answer",
  "explanation",
  "topic",
  "difficulty",
  "exams",
  "source",
  "image",
] as const;
export const BANK_CSV_HEADER =
  "question,option_a,option_b,option_c,option_d,option_e,answer,explanation,topic,difficulty,exams";

const HEADER_SPEC: CsvHeaderSpec = {
  known: BANK_CSV_COLUMNS,
  required: ["question", "option_a", "option_b", "option_c", "option_d", "answer"],
  optionColumns: BANK_OPTION_COLUMNS,
  sample: BANK_CSV_HEADER,
  columnsInWords: "question, option_a to option_e, answer, explanation, topic, difficulty, exams, source and image",
};

const tooMany = (line: number): BankImportError => ({
  ...lineAt(line),
  message: `A file can hold at most ${BANK_IMPORT_MAX_QUESTIONS} questions: this is question ${BANK_IMPORT_MAX_QUESTIONS + 1}. Split the file`,
});

/** "UTME;WAEC" (or with commas or spaces) → ["UTME", "WAEC"]; unknown names are kept for the check to refuse. */
export function readExamsCell(cell: string): string[] {
  return cell
    .split(/[;,|\s]+/)
    .map((name) => name.trim().toUpperCase())
    .filter((name) => name !== "");
}

const SOURCE_CELL = new RegExp(`^(${EXAM_BODIES.join("|")})[\\s-]*(\\d{4})$`, "i");

/** "" → left to the default; "original"; "WAEC 2015" → { style, year }; anything else → null. */
export function readSourceCell(cell: string): "original" | { style: string; year: number } | undefined | null {
  if (cell === "") return undefined;
  if (cell.toLowerCase() === "original") return "original";
  const match = SOURCE_CELL.exec(cell);
  return match ? { style: match[1]!.toUpperCase(), year: Number(match[2]) } : null;
}

function readRow(
  record: CsvRecord,
  header: CsvHeader,
  defaults: BankImportDefaults,
  number: number,
): ParsedBankQuestion | BankImportError[] {
  const here = lineAt(record.line);
  const columnProblem = csvColumnCountProblem(record, header);
  if (columnProblem) return [{ ...here, message: columnProblem.message }];
  // An exported file's formula-like cells carry csvField's apostrophe: taken off, so export → import is exact.
  const cell = (name: string) => csvFieldValue(csvCell(record, header, name));
  // Option cells after the last filled one are unused; an empty one before it is an empty option.
  const optionCells = BANK_OPTION_COLUMNS.map(cell);
  const options = optionCells.slice(0, optionCells.findLastIndex((text) => text !== "") + 1);
  const source = readSourceCell(cell("source"));
  if (source === null)
    return [
      { ...here, message: `The source "${cell("source")}" must be "original" or an exam and a year, like "WAEC 2015"` },
    ];
  const answer = cell("answer");
  const checked = checkImportedQuestion(
    {
      text: cell("question"),
      options,
      answer,
      explanation: cell("explanation"),
      topic: cell("topic"),
      difficulty: cell("difficulty").toLowerCase(),
      exams: readExamsCell(cell("exams")),
      ...(source !== undefined && { source }),
      image: cell("image") || null,
    },
    defaults,
  );
  if (!checked.ok) {
    return checked.issues.map((issue) => ({
      ...here,
      message:
        issue.path[0] === "answer" && answer === ""
          ? "The answer is missing: give the letter (A to E) of the right option"
          : issue.message,
    }));
  }
  return { ...checked.question, answerIndex: checked.answerIndex, number, locate: () => here };
}

/** Questions from CSV text with a header row; every error is reported with its line. */
export function parseBankCsv(text: string, defaults: BankImportDefaults = {}): BankImportResult {
  const table = readCsvTable(text, HEADER_SPEC, BANK_IMPORT_MAX_QUESTIONS);
  const errors: BankImportError[] = table.errors.map((e) => ({ ...lineAt(e.line), message: e.message }));
  const questions: ParsedBankQuestion[] = [];
  if (table.header) {
    table.rows.forEach((row, i) => {
      const read = readRow(row, table.header!, defaults, i + 1);
      if (Array.isArray(read)) errors.push(...read);
      else questions.push(read);
    });
  }
  if (table.stoppedAt !== undefined) errors.push(tooMany(table.stoppedAt));
  return { questions, stimuli: [], errors: sortErrors(errors) };
}
