import { BANK_IMPORT_MAX_QUESTIONS, importedStimulusSchema, type BankImportDefaults } from "../validation/bank";
import { checkImportedQuestion } from "./check";
import {
  sortErrors,
  type BankImportError,
  type BankImportResult,
  type ParsedBankQuestion,
  type ParsedBankStimulus,
} from "./import-result";
import { parseJsonWithLines, type JsonPath } from "./json-lines";

// Bank JSON import: stimuli and the questions that refer to them in one file, so a
// comprehension passage comes with its questions:
//
//   { "subject": "English",                                  (optional; must match the request's)
//     "stimuli": [{ "ref": "p1", "kind": "passage", "title": "…", "content": "…" }],
//     "questions": [{ "text": "…", "options": ["…", …], "answer": "B", "explanation": "…",
//                     "topic": "comprehension", "difficulty": "medium", "exams": ["UTME"],
//                     "source": "original", "stimulus": "p1", "image": null }] }
//
// A question or stimulus may carry a "slug", a stable key: importing the file again skips what
// is already in the bank by that key (the platform's own bank, prisma/seed-data/bank/, is kept so).
//
// A problem is reported at its place ("questions[3].answer") with the line it is on; a file
// that is not JSON at the line and column where reading failed.

const TOP_LEVEL = new Set(["subject", "stimuli", "questions"]);

/** "questions[3].options[1]" for ["questions", 3, "options", 1]. */
export function placeOf(path: JsonPath): string {
  return path.map((part, i) => (typeof part === "number" ? `[${part}]` : i === 0 ? part : `.${part}`)).join("");
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function parseBankJson(text: string, defaults: BankImportDefaults = {}, subject?: string): BankImportResult {
  const parsed = parseJsonWithLines(text);
  const none = (errors: BankImportError[]): BankImportResult => ({ questions: [], stimuli: [], errors });
  if (!parsed.ok) {
    return none([
      {
        at: `line ${parsed.line}`,
        line: parsed.line,
        message: `This is not valid JSON (line ${parsed.line}, column ${parsed.column}): ${parsed.message}`,
      },
    ]);
  }
  const { value: file, lineOf } = parsed;
  // The line of a place, or of the nearest enclosing value that is in the file.
  const lineNear = (path: JsonPath): number | undefined => {
    for (let n = path.length; n >= 0; n--) {
      const line = lineOf(path.slice(0, n));
      if (line !== undefined) return line;
    }
    return undefined;
  };
  const at = (path: JsonPath) => ({ at: placeOf(path) || "file", line: lineNear(path) });
  const errors: BankImportError[] = [];
  const problem = (path: JsonPath, message: string) => errors.push({ ...at(path), message });

  if (!isObject(file))
    return none([{ ...at([]), message: 'The file must be one JSON object: { "stimuli": [...], "questions": [...] }' }]);
  for (const key of Object.keys(file))
    if (!TOP_LEVEL.has(key)) problem([key], `Unknown field "${key}": the file has subject, stimuli and questions`);
  if (file.subject !== undefined && subject !== undefined && file.subject !== subject) {
    problem(["subject"], `The file is for ${JSON.stringify(file.subject)} but the import is for ${subject}`);
  }

  const stimuli: ParsedBankStimulus[] = [];
  const refs = new Set<string>();
  const slugs = new Set<string>();
  const slugOnce = (slug: string | undefined, path: JsonPath) => {
    if (slug === undefined) return true;
    if (slugs.has(slug)) {
      problem(path, `Two entries of the file have the slug "${slug}": each needs its own`);
      return false;
    }
    slugs.add(slug);
    return true;
  };
  if (file.stimuli !== undefined && !Array.isArray(file.stimuli)) problem(["stimuli"], "stimuli must be a list");
  for (const [i, raw] of (Array.isArray(file.stimuli) ? file.stimuli : []).entries()) {
    const result = importedStimulusSchema.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues)
        problem(["stimuli", i, ...(issue.path as (string | number)[])], issue.message);
      continue;
    }
    if (refs.has(result.data.ref))
      problem(["stimuli", i, "ref"], `Two stimuli have the ref "${result.data.ref}": each needs its own`);
    refs.add(result.data.ref);
    slugOnce(result.data.slug, ["stimuli", i, "slug"]);
    stimuli.push({ ...result.data, locate: (field) => at(["stimuli", i, field]) });
  }

  if (!Array.isArray(file.questions)) {
    problem(
      ["questions"],
      file.questions === undefined ? 'The file has no "questions" list' : "questions must be a list",
    );
  } else if (file.questions.length === 0) {
    problem(["questions"], "The file has no questions");
  } else if (file.questions.length > BANK_IMPORT_MAX_QUESTIONS) {
    problem(
      ["questions", BANK_IMPORT_MAX_QUESTIONS],
      `A file can hold at most ${BANK_IMPORT_MAX_QUESTIONS} questions: split the file`,
    );
  }
  const questions: ParsedBankQuestion[] = [];
  const list =
    Array.isArray(file.questions) && file.questions.length <= BANK_IMPORT_MAX_QUESTIONS ? file.questions : [];
  for (const [i, raw] of list.entries()) {
    if (!isObject(raw)) {
      problem(["questions", i], "Each question must be an object");
      continue;
    }
    const checked = checkImportedQuestion(raw, defaults);
    if (!checked.ok) {
      for (const issue of checked.issues) problem(["questions", i, ...issue.path], issue.message);
      continue;
    }
    if (!slugOnce(checked.question.slug, ["questions", i, "slug"])) continue;
    const stimulus = checked.question.stimulus;
    if (stimulus !== null && !refs.has(stimulus)) {
      problem(["questions", i, "stimulus"], `No stimulus of this file has the ref "${stimulus}"`);
      continue;
    }
    questions.push({
      ...checked.question,
      answerIndex: checked.answerIndex,
      number: i + 1,
      locate: (field) => at(["questions", i, field]),
    });
  }
  return {
    ...(typeof file.subject === "string" ? { subject: file.subject } : {}),
    questions,
    stimuli,
    errors: sortErrors(errors),
  };
}
