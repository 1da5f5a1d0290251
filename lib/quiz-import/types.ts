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
