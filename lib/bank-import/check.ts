import {
  answerIndexOf,
  importedQuestionSchema,
  type BankImportDefaults,
  type ImportedQuestion,
} from "../validation/bank";
import { optionLetter } from "../validation/quiz-authoring";

// Every imported question, whatever the file's format, is turned into the JSON shape and held
// to importedQuestionSchema (the API's rules: 4 or 5 options, notation that renders…), after
// the request's defaults fill in what the question leaves out. The formats only say where in
// the file each problem is.

export type DraftIssue = { path: (string | number)[]; message: string };
export type DraftCheck =
  { ok: true; question: ImportedQuestion; answerIndex: number } | { ok: false; issues: DraftIssue[] };

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** The draft with the defaults in the places it leaves blank (an empty exams list counts as blank). */
export function withDefaults(draft: Record<string, unknown>, defaults: BankImportDefaults): Record<string, unknown> {
  const filled = { ...draft };
  if (blank(filled.topic)) filled.topic = defaults.topic ?? null;
  if (blank(filled.difficulty)) filled.difficulty = defaults.difficulty ?? "medium";
  if (blank(filled.exams) || (Array.isArray(filled.exams) && filled.exams.length === 0))
    filled.exams = defaults.exams ?? [];
  return filled;
}

function issueMessage(path: readonly PropertyKey[], code: string, message: string): string {
  const [field, index] = path;
  // A problem with one option names it; the repeat check already names both options.
  if (field === "options" && typeof index === "number" && code !== "custom")
    return `Option ${optionLetter(index)}: ${message}`;
  if (field === "options" && typeof index === "number" && message.startsWith("The notation"))
    return `Option ${optionLetter(index)}: ${message}`;
  return message;
}

export function checkImportedQuestion(draft: Record<string, unknown>, defaults: BankImportDefaults): DraftCheck {
  const result = importedQuestionSchema.safeParse(withDefaults(draft, defaults));
  if (result.success) return { ok: true, question: result.data, answerIndex: answerIndexOf(result.data.answer)! };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.map((p) => (typeof p === "number" ? p : String(p))),
      message: issueMessage(issue.path, issue.code, issue.message),
    })),
  };
}
