import { optionLetter, questionInputSchema, type QuestionInput } from "../validation/quiz-authoring";

// Every imported question is held to questionInputSchema, the rule set of the question
// routes, so what an import accepts is exactly what the API would store. The file formats
// only say where in the file each problem is.

/** A question as read from a file; correct_answer is undefined when the file's answer could not be read. */
export type QuestionDraft = {
  question: string;
  options: string[];
  correct_answer: number | undefined;
  explanation: string;
};

/** The part of a question a problem is about: one option carries its 0-based index. */
export type QuestionPart =
  { field: "question" | "options" | "answer" | "explanation" } | { field: "option"; index: number };
export type QuestionIssue = QuestionPart & { message: string };

export type QuestionCheck = { ok: true; question: QuestionInput } | { ok: false; issues: QuestionIssue[] };

const FIELD_PARTS = {
  question: "question",
  options: "options",
  correct_answer: "answer",
  explanation: "explanation",
} as const;

function partOf(path: readonly PropertyKey[]): QuestionPart {
  const [key, index] = path;
  if (key === "options" && typeof index === "number") return { field: "option", index };
  if (typeof key === "string" && Object.hasOwn(FIELD_PARTS, key))
    return { field: FIELD_PARTS[key as keyof typeof FIELD_PARTS] };
  throw new Error(`questionInputSchema reported an issue at an unexpected path: ${path.join(".")}`);
}

/**
 * An issue on one option names it ("Option C: Options cannot be empty"); the schema's own
 * cross-option check (repeats) already names the options it compares.
 */
function issueMessage(part: QuestionPart, code: string, message: string): string {
  return part.field === "option" && code !== "custom" ? `Option ${optionLetter(part.index)}: ${message}` : message;
}

/** The draft as the API would store it, or every problem questionInputSchema finds in it. */
export function checkQuestion(draft: QuestionDraft): QuestionCheck {
  const result = questionInputSchema.safeParse(draft);
  if (result.success) return { ok: true, question: result.data };
  const issues = result.error.issues.map((issue) => {
    const part = partOf(issue.path);
    return { ...part, message: issueMessage(part, issue.code, issue.message) };
  });
  return { ok: false, issues };
}
