import { lineOf, readAikenBlocks, readAnswer, type AikenBlock } from "../quiz-import/aiken";
import { BANK_IMPORT_MAX_QUESTIONS, type BankImportDefaults } from "../validation/bank";
import { optionLetter } from "../validation/quiz-authoring";
import { checkImportedQuestion } from "./check";
import {
  lineAt,
  sortErrors,
  type BankImportError,
  type BankImportResult,
  type ParsedBankQuestion,
} from "./import-result";

// Bank Aiken import: the standard format, read by the quiz import's block reader
// (lib/quiz-import/aiken.ts): the question, its options "A. text" (or "A) text"), then
// "ANSWER: B", optionally "EXPLANATION: text"; a blank line between questions. Aiken carries
// no topic, exams or difficulty: the request's defaults give them to every question, and
// without defaults.exams nothing can be imported.

const tooMany = (line: number) => ({
  line,
  message: `A file can hold at most ${BANK_IMPORT_MAX_QUESTIONS} questions: this is question ${BANK_IMPORT_MAX_QUESTIONS + 1}. Split the file`,
});

type Read = Omit<ParsedBankQuestion, "number" | "locate"> & { line: number };

function finishBlock(block: AikenBlock, defaults: BankImportDefaults): Read | { line: number; message: string }[] {
  const answer = readAnswer(block);
  const checked = checkImportedQuestion(
    {
      text: block.questionLines.join("\n"),
      options: block.options.map((o) => o.text),
      // A letter the reader could not match to an option is reported from `answer` below.
      answer: typeof answer === "number" ? optionLetter(answer) : "",
      explanation: block.explanation?.text ?? "",
    },
    defaults,
  );
  if (checked.ok && block.errors.length === 0)
    return { ...checked.question, answerIndex: checked.answerIndex, line: block.line };
  const errors = [...block.errors];
  for (const issue of checked.ok ? [] : checked.issues) {
    const [field, index] = issue.path;
    if (field === "answer") {
      // An answer the reader could not read is its own error; one it read is refused only
      // when the options are wrong, which their own issue reports.
      if (typeof answer !== "number") errors.push(answer);
      else errors.push({ line: block.answer?.line ?? block.line, message: issue.message });
    } else if (field === "options" && typeof index === "number")
      errors.push({ line: lineOf(block, { field: "option", index }), message: issue.message });
    else if (field === "explanation")
      errors.push({ line: lineOf(block, { field: "explanation" }), message: issue.message });
    else errors.push({ line: block.line, message: issue.message });
  }
  return errors;
}

/** Questions from Aiken text; every error is reported with its line. */
export function parseBankAiken(text: string, defaults: BankImportDefaults = {}): BankImportResult {
  if (!defaults.exams?.length) {
    return {
      questions: [],
      stimuli: [],
      errors: [
        {
          at: "defaults.exams",
          message: 'Aiken files do not say which exams a question is for: send defaults.exams, e.g. ["UTME"]',
        },
      ],
    };
  }
  const { items, errors } = readAikenBlocks(text, (block) => finishBlock(block, defaults), {
    max: BANK_IMPORT_MAX_QUESTIONS,
    tooMany,
  });
  const questions = items.map(({ line, ...question }, i): ParsedBankQuestion => ({
    ...question,
    number: i + 1,
    locate: () => lineAt(line),
  }));
  const located: BankImportError[] = errors.map((e) => ({ ...lineAt(e.line), message: e.message }));
  return { questions, stimuli: [], errors: sortErrors(located) };
}
