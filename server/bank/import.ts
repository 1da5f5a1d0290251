import "server-only";
import type { BankImportError, ParsedBankQuestion, ParsedBankStimulus } from "@/lib/bank-import/import-result";
import { sortErrors } from "@/lib/bank-import/import-result";
import { parseBankImport } from "@/lib/bank-import/parse";
import { IMPORT_PREVIEW_SAMPLE, type BankImportInput } from "@/lib/validation/bank";
import { db } from "../db";
import { AppError } from "../errors";
import { foreignImageKeys, foreignImageMessage } from "./owned";
import { importQualityChecks, subjectQualityChecks } from "./quality-checks";
import { writeImport } from "./import-write";
import { findTopics, unknownTopicMessage, type TopicRef } from "./topics";
import { renderVersionHtml } from "./versions";

// Bulk import into a tutor's bank (docs/question-bank.md "Import"): the file is read by the
// pure parsers of lib/bank-import/, then what only the database knows is checked (topics of the
// subject, images the tutor uploaded). Any error imports nothing and lists every place; a
// preview answers what would be created and writes nothing; a real import writes the
// stimuli, the questions and their first versions in one transaction (server/bank/import-write.ts,
// which the platform's own bank is seeded through too). A question or stimulus with a slug the
// tutor already has is skipped, so a file imported again adds only what is new; a slug someone
// else has is an error.

/** Places listed in one answer; the message gives the total. */
const MAX_LISTED = 200;

export function bankImportErrorsToAppError(errors: BankImportError[]): AppError {
  const byPlace = new Map<string, string[]>();
  for (const e of errors) {
    const text = e.line !== undefined && e.at !== `line ${e.line}` ? `line ${e.line}: ${e.message}` : e.message;
    const list = byPlace.get(e.at);
    if (list) list.push(e.message);
    else if (byPlace.size < MAX_LISTED) byPlace.set(e.at, [text]);
  }
  const fieldErrors = Object.fromEntries([...byPlace].map(([at, messages]) => [at, messages.join("; ")]));
  const first = errors[0]!;
  const where =
    first.line !== undefined && first.at !== `line ${first.line}` ? `${first.at} (line ${first.line})` : first.at;
  const more = errors.length - 1;
  const message = `${where.replace(/^line /, "Line ")}: ${first.message}${more > 0 ? ` (and ${more} more error${more === 1 ? "" : "s"})` : ""}. Nothing was imported`;
  return new AppError("validation_error", message, { fieldErrors });
}

type Checked = { question: ParsedBankQuestion; topic: TopicRef | null }[];

/** The topic and image checks; every failure with the place of the field. */
async function checkAgainstDatabase(
  tutorId: string,
  input: BankImportInput,
  questions: ParsedBankQuestion[],
  stimuliImages: { key: string; at: BankImportError }[],
) {
  const errors: BankImportError[] = [];
  const defaultTopic = input.defaults.topic ?? null;
  const topics = await findTopics(input.subject, [
    ...questions.map((q) => q.topic).filter((t): t is string => t !== null),
    ...(defaultTopic ? [defaultTopic] : []),
  ]);
  const defaultTopicKnown = defaultTopic === null || topics.has(defaultTopic);
  if (!defaultTopicKnown)
    errors.push({ at: "defaults.topic", message: unknownTopicMessage(defaultTopic!, input.subject) });
  const checked: Checked = [];
  for (const question of questions) {
    const topic = question.topic === null ? null : (topics.get(question.topic) ?? null);
    // An unknown default is reported once, not on every question that took it.
    if (question.topic !== null && !topic && !(question.topic === defaultTopic && !defaultTopicKnown)) {
      errors.push({ ...question.locate("topic"), message: unknownTopicMessage(question.topic, input.subject) });
    }
    checked.push({ question, topic });
  }
  const foreign = await foreignImageKeys(tutorId, [
    ...questions.flatMap((q) => (q.image ? [q.image] : [])),
    ...stimuliImages.map((s) => s.key),
  ]);
  for (const question of questions)
    if (question.image && foreign.has(question.image))
      errors.push({ ...question.locate("image"), message: foreignImageMessage });
  for (const image of stimuliImages)
    if (foreign.has(image.key)) errors.push({ ...image.at, message: foreignImageMessage });
  return { checked, errors };
}

/** Slugs of the file already in the bank: the tutor's own are skipped, anyone else's are errors. */
async function checkSlugs(tutorId: string, questions: ParsedBankQuestion[], stimuli: ParsedBankStimulus[]) {
  const slugsOf = (list: { slug?: string }[]) => list.flatMap((item) => (item.slug ? [item.slug] : []));
  const [takenQuestions, takenStimuli] = await Promise.all([
    db.question.findMany({ where: { slug: { in: slugsOf(questions) } }, select: { slug: true, ownerId: true } }),
    db.stimulus.findMany({ where: { slug: { in: slugsOf(stimuli) } }, select: { slug: true, ownerId: true } }),
  ]);
  const own = (taken: { slug: string | null; ownerId: string | null }[]) =>
    new Set(taken.filter((t) => t.ownerId === tutorId).map((t) => t.slug!));
  const foreign = (taken: { slug: string | null; ownerId: string | null }[]) =>
    new Set(taken.filter((t) => t.ownerId !== tutorId).map((t) => t.slug!));
  const errors: BankImportError[] = [];
  const message = (slug: string) => `The slug "${slug}" is already used in the bank: choose another`;
  const foreignQuestions = foreign(takenQuestions);
  const foreignStimuli = foreign(takenStimuli);
  for (const q of questions)
    if (q.slug && foreignQuestions.has(q.slug)) errors.push({ ...q.locate("slug"), message: message(q.slug) });
  for (const s of stimuli)
    if (s.slug && foreignStimuli.has(s.slug)) errors.push({ ...s.locate("slug"), message: message(s.slug) });
  return { ownQuestions: own(takenQuestions), ownStimuli: own(takenStimuli), errors };
}

function summary(input: BankImportInput, checked: Checked, stimuli: number) {
  const byTopic = new Map<string, { topic: string | null; name: string | null; questions: number }>();
  for (const { topic } of checked) {
    const key = topic?.id ?? "";
    const entry = byTopic.get(key) ?? { topic: topic?.slug ?? null, name: topic?.name ?? null, questions: 0 };
    entry.questions += 1;
    byTopic.set(key, entry);
  }
  const sample = checked.slice(0, IMPORT_PREVIEW_SAMPLE).map(({ question: q, topic }) => ({
    number: q.number,
    text: q.text,
    options: q.options,
    answer: q.answer,
    explanation: q.explanation,
    topic: topic?.slug ?? null,
    exams: q.exams,
    difficulty: q.difficulty,
    source: q.source,
    stimulus: q.stimulus,
    html: renderVersionHtml(q),
  }));
  return { subject: input.subject, questions: checked.length, stimuli, topics: [...byTopic.values()], sample };
}

export type ImportSummary = ReturnType<typeof summary>;

export async function importBankQuestions(
  tutorId: string,
  input: BankImportInput,
): Promise<ImportSummary & { preview: boolean; imported: number; question_ids: string[] }> {
  const parsed = parseBankImport(input.format, input.text, input.defaults, input.subject);
  const stimuliImages = parsed.stimuli.flatMap((s) =>
    s.image ? [{ key: s.image, at: { ...s.locate("image"), message: "" } }] : [],
  );
  const [{ checked, errors }, slugs] = await Promise.all([
    checkAgainstDatabase(tutorId, input, parsed.questions, stimuliImages),
    checkSlugs(tutorId, parsed.questions, parsed.stimuli),
  ]);
  const all = sortErrors([...parsed.errors, ...errors, ...slugs.errors]);
  if (all.length > 0) throw bankImportErrorsToAppError(all);
  const fresh = checked.filter(({ question: q }) => !q.slug || !slugs.ownQuestions.has(q.slug));
  const newStimuli = parsed.stimuli.filter((s) => !s.slug || !slugs.ownStimuli.has(s.slug)).length;
  const contents = fresh.map(({ question: q }) => ({
    number: q.number,
    text: q.text,
    options: q.options,
    answer: q.answerIndex,
    stimulus: q.stimulus ?? null,
  }));
  const [warnings, subjectChecks] = await Promise.all([
    importQualityChecks(tutorId, input.subject, contents),
    subjectQualityChecks(tutorId, input.subject, contents),
  ]);
  const result = { ...summary(input, fresh, newStimuli), warnings, subject_checks: subjectChecks };
  if (input.preview) return { preview: true, ...result, imported: 0, question_ids: [] };

  const ids = await db.$transaction((tx) =>
    writeImport(tx, {
      ownerId: tutorId,
      subject: input.subject,
      stimuli: parsed.stimuli,
      questions: fresh.map(({ question, topic }) => ({ question, topicId: topic?.id ?? null })),
      html: renderVersionHtml,
    }),
  );
  return { preview: false, ...result, imported: ids.length, question_ids: ids };
}
