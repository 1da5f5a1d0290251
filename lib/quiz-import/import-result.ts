import { MAX_QUESTIONS_PER_QUIZ } from "../validation/quiz-authoring";

/** One question read from an import file, ready to store. */
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

export const byLine = (a: ImportError, b: ImportError) => a.line - b.line;

/** A file can never add more questions than one quiz holds, so reading stops past that. */
export const tooManyQuestions = (line: number): ImportError => ({
  line,
  message: `A file can hold at most ${MAX_QUESTIONS_PER_QUIZ} questions, as many as one quiz: this is question ${MAX_QUESTIONS_PER_QUIZ + 1}`,
});
