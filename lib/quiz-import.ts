import { duplicateOptions, optionLetter, QUESTION_RULES } from "./validation/quiz-authoring";

// Bulk question import: CSV and Aiken text → questions, or every error with the line it is
// on. Pure (no I/O). Each question is held to the rules of questionInputSchema, so what
// parses here can be stored as is.
//
// CSV (RFC 4180): a header row naming the columns
//   question,option_a,option_b,option_c,option_d,answer,explanation
// (option_c … option_f and explanation are optional columns, in any order); answer is the
// letter A–F or the 1-based number of the right option. Fields may be quoted, with "" for
// a quote and line breaks inside quotes; an error's line is where its record starts.
//
// Aiken: question line(s), options "A. text" or "A) text", then "ANSWER: B", optionally
// "EXPLANATION: text"; a blank line between questions.

export type ParsedQuestion = {
  question: string;
  options: string[];
  /** 0-based index of the right option. */
  correctIndex: number;
  explanation: string;
  /** Line where the question starts. */
  line: number;
};
export type ImportError = { line: number; message: string };
export type ImportResult = { questions: ParsedQuestion[]; errors: ImportError[] };

const R = QUESTION_RULES;
const OPTION_COLUMNS = ["option_a", "option_b", "option_c", "option_d", "option_e", "option_f"] as const;
const KNOWN_COLUMNS = new Set<string>(["question", ...OPTION_COLUMNS, "answer", "explanation"]);
const REQUIRED_COLUMNS = ["question", "option_a", "option_b", "answer"] as const;
export const CSV_HEADER = "question,option_a,option_b,option_c,option_d,answer,explanation";

const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
const byLine = (a: ImportError, b: ImportError) => a.line - b.line;

function questionTextErrors(question: string): string[] {
  if (question === "") return ["The question is empty"];
  if (question.length < R.questionMin) return [`The question must be at least ${R.questionMin} characters`];
  if (question.length > R.questionMax) return [`The question must be at most ${R.questionMax} characters`];
  return [];
}

const tooFewOptions = (count: number) => `A question needs at least ${R.minOptions} options (found ${count})`;
const optionTooLong = (letter: string) => `Option ${letter} must be at most ${R.optionMax} characters`;
const explanationTooLong = `The explanation must be at most ${R.explanationMax} characters`;

// ---- CSV ----------------------------------------------------------------------------------

type CsvRecord = { line: number; fields: string[]; error?: string; unclosed?: boolean };

const isBlankRecord = (r: CsvRecord) => r.fields.every((f) => f.trim() === "");

/**
 * Splits RFC 4180 text into records. Line breaks are \n, \r\n or \r; spaces around a quoted
 * field are allowed. A record keeps the physical line it starts on.
 */
function csvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const n = text.length;
  const isEnd = (c: string | undefined) => c === undefined || c === "," || c === "\n" || c === "\r";
  let i = 0;
  let line = 1;
  while (i < n) {
    const record: CsvRecord = { line, fields: [] };
    for (;;) {
      let j = i;
      while (text[j] === " " || text[j] === "\t") j++;
      if (text[j] === '"') {
        // Quoted field: "" is a quote; line breaks are part of the value.
        let value = "";
        let closed = false;
        i = j + 1;
        let chunk = i;
        while (i < n) {
          const c = text[i];
          if (c === '"') {
            value += text.slice(chunk, i);
            if (text[i + 1] === '"') {
              value += '"';
              i += 2;
              chunk = i;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (c === "\r" || c === "\n") {
            value += text.slice(chunk, i) + "\n";
            i += c === "\r" && text[i + 1] === "\n" ? 2 : 1;
            line++;
            chunk = i;
            continue;
          }
          i++;
        }
        if (!closed) {
          record.fields.push(value + text.slice(chunk, n));
          record.error = "A quoted field is never closed: a closing double quote is missing";
          record.unclosed = true;
          records.push(record);
          return records;
        }
        while (text[i] === " " || text[i] === "\t") i++;
        if (!isEnd(text[i])) {
          record.error ??= 'Unexpected text after a closing double quote: a quote inside a quoted field must be doubled ("")';
          while (!isEnd(text[i])) i++;
        }
        record.fields.push(value);
      } else {
        const start = i;
        while (!isEnd(text[i])) {
          if (text[i] === '"') record.error ??= 'A field with a double quote in it must be quoted, with the quote doubled: "He said ""yes"""';
          i++;
        }
        record.fields.push(text.slice(start, i));
      }
      if (text[i] === ",") {
        i++;
        continue;
      }
      if (i < n) {
        i += text[i] === "\r" && text[i + 1] === "\n" ? 2 : 1;
        line++;
      }
      break;
    }
    records.push(record);
  }
  return records;
}

const columnName = (raw: string) => raw.trim().toLowerCase().replace(/[\s-]+/g, "_");

type Header = { columns: string[]; index: Map<string, number> };

/** Checks the header row; returns null when rows cannot be read against it. */
function readHeader(record: CsvRecord, errors: ImportError[]): Header | null {
  const at = (message: string) => errors.push({ line: record.line, message });
  if (record.error) at(record.error);
  if (record.unclosed) return null;
  const columns = record.fields.map(columnName);
  if (!columns.some((c) => KNOWN_COLUMNS.has(c))) {
    at(`The first line must be the header row: ${CSV_HEADER}`);
    return null;
  }
  const index = new Map<string, number>();
  let fatal = false;
  columns.forEach((name, i) => {
    if (name === "") at(`Column ${i + 1} of the header has no name`);
    else if (!KNOWN_COLUMNS.has(name)) at(`Unknown column "${record.fields[i]!.trim()}" in the header: the columns are question, option_a to option_f, answer and explanation`);
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
  return fatal ? null : { columns, index };
}

function answerIndex(raw: string): number | string {
  if (raw === "") return "The answer is missing: give the letter (A to F) or the number (1 to 6) of the right option";
  if (/^[A-Fa-f]$/.test(raw)) return raw.toUpperCase().charCodeAt(0) - 65;
  if (/^[1-6]$/.test(raw)) return Number(raw) - 1;
  return `The answer "${raw}" is not an option letter (A to F) or number (1 to 6)`;
}

function readCsvRow(record: CsvRecord, header: Header, errors: ImportError[]): ParsedQuestion | null {
  const problems: string[] = [];
  if (record.error) problems.push(record.error);
  if (record.fields.length !== header.columns.length) {
    const hint = record.fields.length > header.columns.length ? ": put a field that contains a comma in double quotes" : "";
    problems.push(`Expected ${header.columns.length} columns but found ${record.fields.length}${hint}`);
  } else if (!record.unclosed) {
    const cell = (name: string) => {
      const i = header.index.get(name);
      return i === undefined ? "" : record.fields[i]!.trim();
    };
    const question = cell("question");
    problems.push(...questionTextErrors(question));

    const slots = OPTION_COLUMNS.map(cell);
    const filled = slots.flatMap((text, i) => (text === "" ? [] : [i]));
    const lastFilled = filled.at(-1) ?? -1;
    const gap = slots.findIndex((text, i) => text === "" && i < lastFilled);
    if (gap !== -1) problems.push(`Option ${optionLetter(gap)} is empty but option ${optionLetter(lastFilled)} is filled in: fill the options in order from A`);
    if (filled.length < R.minOptions) problems.push(tooFewOptions(filled.length));
    for (const i of filled) if (slots[i]!.length > R.optionMax) problems.push(optionTooLong(optionLetter(i)));
    for (const [first, repeat] of duplicateOptions(slots)) problems.push(`Option ${optionLetter(repeat)} repeats option ${optionLetter(first)}`);

    const rawAnswer = cell("answer");
    const answer = answerIndex(rawAnswer);
    if (typeof answer === "string") problems.push(answer);
    else if (slots[answer] === "") problems.push(`The answer is ${rawAnswer.toUpperCase()} but there is no option ${optionLetter(answer)}`);

    const explanation = cell("explanation");
    if (explanation.length > R.explanationMax) problems.push(explanationTooLong);

    if (problems.length === 0) {
      return { question, options: filled.map((i) => slots[i]!), correctIndex: answer as number, explanation, line: record.line };
    }
  }
  for (const message of problems) errors.push({ line: record.line, message });
  return null;
}

/** Questions from CSV text with a header row; every error is reported with its line. */
export function parseQuestionsCsv(text: string): ImportResult {
  const errors: ImportError[] = [];
  const questions: ParsedQuestion[] = [];
  const records = csvRecords(stripBom(text)).filter((r) => !isBlankRecord(r) || r.error);
  const [first, ...rows] = records;
  if (!first) return { questions, errors: [{ line: 1, message: `The file is empty: the first line must be the header row: ${CSV_HEADER}` }] };
  const header = readHeader(first, errors);
  if (header) {
    for (const row of rows) {
      const question = readCsvRow(row, header, errors);
      if (question) questions.push(question);
    }
    if (rows.length === 0) errors.push({ line: first.line, message: "The file has a header row but no questions" });
  }
  return { questions, errors: errors.sort(byLine) };
}

// ---- Aiken --------------------------------------------------------------------------------

const OPTION_LINE = /^([A-Za-z])[.)](?:\s+(.*))?$/;
const ANSWER_LINE = /^ANSWER\s*:\s*(.*)$/i;
const EXPLANATION_LINE = /^EXPLANATION\s*:\s*(.*)$/i;

type AikenOption = { letter: string; text: string; line: number };
type AikenBlock = {
  line: number;
  questionLines: string[];
  options: AikenOption[];
  answer?: { value: string; line: number };
  explanation?: { text: string; line: number };
  errors: ImportError[];
};

function finishAiken(block: AikenBlock): ParsedQuestion | ImportError[] {
  const errors = [...block.errors];
  const at = (line: number, message: string) => errors.push({ line, message });
  const question = block.questionLines.join("\n");
  for (const message of questionTextErrors(question)) at(block.line, message);
  if (block.options.length < R.minOptions) at(block.line, tooFewOptions(block.options.length));
  for (const o of block.options) {
    if (o.text === "") at(o.line, `Option ${o.letter} is empty`);
    else if (o.text.length > R.optionMax) at(o.line, optionTooLong(o.letter));
  }
  for (const [first, repeat] of duplicateOptions(block.options.map((o) => o.text))) {
    at(block.options[repeat]!.line, `Option ${block.options[repeat]!.letter} repeats option ${block.options[first]!.letter}`);
  }
  let correctIndex = -1;
  if (!block.answer) {
    at(block.line, 'The question has no answer line: add "ANSWER: <letter>" after its options');
  } else {
    const { value, line } = block.answer;
    const letter = /^([A-Za-z])[.)]?$/.exec(value)?.[1]?.toUpperCase();
    if (value === "") at(line, 'The ANSWER line has no letter: write it like "ANSWER: B"');
    else if (!letter) at(line, `The answer "${value}" is not an option letter: write it like "ANSWER: B"`);
    else {
      correctIndex = block.options.findIndex((o) => o.letter === letter);
      if (correctIndex === -1) at(line, `The answer is ${letter} but there is no option ${letter}`);
    }
  }
  const explanation = block.explanation?.text ?? "";
  if (explanation.length > R.explanationMax) at(block.explanation!.line, explanationTooLong);
  if (errors.length > 0) return errors;
  return { question, options: block.options.map((o) => o.text), correctIndex, explanation, line: block.line };
}

/** Questions from Aiken text; every error is reported with its line. */
export function parseAiken(text: string): ImportResult {
  const errors: ImportError[] = [];
  const questions: ParsedQuestion[] = [];
  let block: AikenBlock | null = null;
  let state: "question" | "options" | "answered" = "question";

  const finish = () => {
    if (!block) return;
    const result = finishAiken(block);
    if (Array.isArray(result)) errors.push(...result);
    else questions.push(result);
    block = null;
  };
  const start = (line: number): AikenBlock => {
    finish();
    state = "question";
    return (block = { line, questionLines: [], options: [], errors: [] });
  };
  const addOption = (b: AikenBlock, letter: string, optionText: string, line: number) => {
    const expected = optionLetter(b.options.length);
    if (b.options.length >= R.maxOptions) b.errors.push({ line, message: `A question can have at most ${R.maxOptions} options (A to ${optionLetter(R.maxOptions - 1)})` });
    else if (letter !== expected) b.errors.push({ line, message: `Option letters must run in order from A: expected ${expected} but found ${letter}` });
    b.options.push({ letter, text: optionText, line });
    state = "options";
  };

  const lines = stripBom(text).split(/\r\n|\r|\n/);
  lines.forEach((raw, i) => {
    const n = i + 1;
    const line = raw.trim();
    const current = block as AikenBlock | null;
    if (line === "") {
      finish();
      return;
    }
    const answer = ANSWER_LINE.exec(line);
    if (answer) {
      if (!current) errors.push({ line: n, message: "An ANSWER line must follow a question and its options" });
      else if (current.answer) current.errors.push({ line: n, message: "This question already has an ANSWER line" });
      else {
        current.answer = { value: answer[1]!.trim(), line: n };
        state = "answered";
      }
      return;
    }
    const explanation = EXPLANATION_LINE.exec(line);
    if (explanation) {
      const misplaced = { line: n, message: "An EXPLANATION line must come right after the ANSWER line" };
      if (!current) errors.push(misplaced);
      else if (state !== "answered") current.errors.push(misplaced);
      else if (current.explanation) current.errors.push({ line: n, message: "This question already has an EXPLANATION line" });
      else current.explanation = { text: explanation[1]!.trim(), line: n };
      return;
    }
    const option = OPTION_LINE.exec(line);
    const letter = option?.[1]!.toUpperCase();
    const optionText = option?.[2]?.trim() ?? "";
    if (option && current && state === "options") return addOption(current, letter!, optionText, n);
    if (option && current && state === "question" && letter === "A" && current.questionLines.length > 0) return addOption(current, letter, optionText, n);
    if (option && (!current || state === "answered")) return addOption(start(n), letter!, optionText, n);
    // Question text: a new question after a finished one (or after options with no
    // ANSWER line, which finishing reports), else one more line of this question.
    const target = !current || state !== "question" ? start(n) : current;
    target.questionLines.push(line);
  });
  finish();
  if (questions.length === 0 && errors.length === 0) errors.push({ line: 1, message: "No questions found" });
  return { questions, errors: errors.sort(byLine) };
}
