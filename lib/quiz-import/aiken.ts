import { MAX_QUESTIONS_PER_QUIZ, optionLetter } from "../validation/quiz-authoring";
import { checkQuestion, type QuestionPart } from "./question-check";
import { byLine, tooManyQuestions, type ImportError, type ImportResult, type ParsedQuestion } from "./import-result";

// Aiken import: question line(s), options "A. text" or "A) text", then "ANSWER: B",
// optionally "EXPLANATION: text"; a blank line between questions. Each question is checked
// against the question rules of the API, each problem reported on the line it is about.

const OPTION_LINE = /^([A-Za-z])[.)](?:\s+(.*))?$/;
const ANSWER_LINE = /^ANSWER\s*:\s*(.*)$/i;
const ANSWER_LETTER = /^([A-Za-z])[.)]?$/;
const EXPLANATION_LINE = /^EXPLANATION\s*:\s*(.*)$/i;

type AikenOption = { letter: string; text: string; line: number };
/** One question as read from the file, with the line of each part, before it is checked. */
export type AikenBlock = {
  line: number;
  questionLines: string[];
  options: AikenOption[];
  answer?: { value: string; line: number };
  explanation?: { text: string; line: number };
  errors: ImportError[];
};

/** The answer line's letter as an option index, or the reason it cannot be one. */
export function readAnswer(block: AikenBlock): number | ImportError {
  if (!block.answer)
    return { line: block.line, message: 'The question has no answer line: add "ANSWER: <letter>" after its options' };
  const { value, line } = block.answer;
  if (value === "") return { line, message: 'The ANSWER line has no letter: write it like "ANSWER: B"' };
  const letter = ANSWER_LETTER.exec(value)?.[1]?.toUpperCase();
  if (!letter) return { line, message: `The answer "${value}" is not an option letter: write it like "ANSWER: B"` };
  const index = block.options.findIndex((o) => o.letter === letter);
  return index === -1 ? { line, message: `The answer is ${letter} but there is no option ${letter}` } : index;
}

/** The line a problem with one part of the question is on. */
export function lineOf(block: AikenBlock, part: QuestionPart | { field: string; index?: number }): number {
  if (part.field === "option" && "index" in part && part.index !== undefined)
    return block.options[part.index]?.line ?? block.line;
  if (part.field === "explanation") return block.explanation?.line ?? block.line;
  return block.line;
}

function finishBlock(block: AikenBlock): ParsedQuestion | ImportError[] {
  const answer = readAnswer(block);
  const checked = checkQuestion({
    question: block.questionLines.join("\n"),
    options: block.options.map((o) => o.text),
    correct_answer: typeof answer === "number" ? answer : undefined,
    explanation: block.explanation?.text ?? "",
  });
  if (checked.ok && block.errors.length === 0) {
    const { question, options, correct_answer, explanation } = checked.question;
    return { question, options, correctIndex: correct_answer, explanation, line: block.line };
  }
  const errors = [...block.errors];
  for (const issue of checked.ok ? [] : checked.issues) {
    if (issue.field !== "answer") errors.push({ line: lineOf(block, issue), message: issue.message });
    // An answer that names one of the options is refused only past the most options a
    // question may have, which the options' own issue reports.
    else if (typeof answer !== "number") errors.push(answer);
  }
  return errors;
}

const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** What a file may hold: past `max` questions, reading stops with `tooMany`'s error. */
export type AikenLimit = { max: number; tooMany: (line: number) => ImportError };

/**
 * Reads Aiken text block by block and hands each to `finishBlock`, which checks it against
 * its format's rules: an item, or the errors with their lines. Errors of the file's layout
 * (an ANSWER line with no question…) are reported here.
 */
export function readAikenBlocks<T>(
  text: string,
  finishBlock: (block: AikenBlock) => T | ImportError[],
  limit: AikenLimit,
): { items: T[]; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const questions: T[] = [];
  let block: AikenBlock | null = null;
  let state: "question" | "options" | "answered" = "question";

  const finish = () => {
    if (!block) return;
    const result = finishBlock(block);
    if (Array.isArray(result)) errors.push(...(result as ImportError[]));
    else questions.push(result as T);
    block = null;
  };
  let started = 0;
  const start = (line: number): AikenBlock => {
    finish();
    state = "question";
    started++;
    return (block = { line, questionLines: [], options: [], errors: [] });
  };
  const addOption = (b: AikenBlock, letter: string, optionText: string, line: number) => {
    const expected = optionLetter(b.options.length);
    if (letter !== expected)
      b.errors.push({
        line,
        message: `Option letters must run in order from A: expected ${expected} but found ${letter}`,
      });
    b.options.push({ letter, text: optionText, line });
    state = "options";
  };

  const readLine = (raw: string, n: number) => {
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
      else if (current.explanation)
        current.errors.push({ line: n, message: "This question already has an EXPLANATION line" });
      else current.explanation = { text: explanation[1]!.trim(), line: n };
      return;
    }
    const option = OPTION_LINE.exec(line);
    const letter = option?.[1]!.toUpperCase();
    const optionText = option?.[2]?.trim() ?? "";
    if (option && current && state === "options") return addOption(current, letter!, optionText, n);
    if (option && current && state === "question" && letter === "A" && current.questionLines.length > 0)
      return addOption(current, letter, optionText, n);
    if (option && (!current || state === "answered")) return addOption(start(n), letter!, optionText, n);
    // Question text: a new question after a finished one (or after options with no
    // ANSWER line, which finishing reports), else one more line of this question.
    const target = !current || state !== "question" ? start(n) : current;
    target.questionLines.push(line);
  };

  for (const [i, raw] of stripBom(text)
    .split(/\r\n|\r|\n/)
    .entries()) {
    readLine(raw, i + 1);
    // A file with more questions than the limit can never be imported whole.
    if (started > limit.max) {
      errors.push(limit.tooMany(block!.line));
      block = null;
      break;
    }
  }
  finish();
  if (questions.length === 0 && errors.length === 0) errors.push({ line: 1, message: "No questions found" });
  return { items: questions, errors: errors.sort(byLine) };
}

/** Questions from Aiken text; every error is reported with its line. */
export function parseAiken(text: string): ImportResult {
  const { items, errors } = readAikenBlocks(text, finishBlock, {
    max: MAX_QUESTIONS_PER_QUIZ,
    tooMany: tooManyQuestions,
  });
  return { questions: items, errors };
}
