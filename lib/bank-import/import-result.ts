import type { ImportedQuestion, ImportedStimulus } from "../validation/bank";

// What the bank's import parsers give back: questions and stimuli ready to store, or every
// problem with where it is. `at` names the place as the author would look for it: "line 12"
// in a CSV or Aiken file, "questions[3].answer" in a JSON file (with the line it is on).

export type BankImportError = { at: string; line?: number; message: string };

/** Where one field of an imported question is, for the checks only the server can make (topic, image). */
export type Locator = (field: "topic" | "image" | "stimulus" | "slug") => { at: string; line?: number };

export type ParsedBankQuestion = ImportedQuestion & {
  /** 0-based index of the right option (`answer` is its letter). */
  answerIndex: number;
  /** 1-based position in the file. */
  number: number;
  locate: Locator;
};
export type ParsedBankStimulus = ImportedStimulus & {
  locate: (field: "image" | "slug") => { at: string; line?: number };
};

export type BankImportResult = {
  /** The subject a JSON file names, if it names one. */
  subject?: string;
  questions: ParsedBankQuestion[];
  stimuli: ParsedBankStimulus[];
  errors: BankImportError[];
};

/** Errors in file order: by line, then by place. */
export function sortErrors(errors: BankImportError[]): BankImportError[] {
  return errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

export const lineAt = (line: number) => ({ at: `line ${line}`, line });
