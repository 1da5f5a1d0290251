// Bulk question import: CSV and Aiken text → questions, or every error with the line it is
// on. Pure (no I/O). Each question is held to questionInputSchema, the rules of the
// question routes, so what parses here can be stored as is.

export { CSV_HEADER, parseQuestionsCsv } from "./quiz-import/csv";
export { parseAiken } from "./quiz-import/aiken";
export type { ImportError, ImportResult, ParsedQuestion } from "./quiz-import/import-result";
