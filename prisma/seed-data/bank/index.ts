import fs from "node:fs";
import path from "node:path";
import type { ParsedBankQuestion, ParsedBankStimulus } from "../../../lib/bank-import/import-result";
import { parseBankJson } from "../../../lib/bank-import/json";
import { SUBJECTS, type Subject } from "../../../lib/subjects";
import type { SeedBankSubject, SeedTopic } from "./types";

// The platform's question bank is kept as bank JSON import files (docs/question-bank.md
// "Import"), one per pool: <name>.json here, read by the importer's own parser and checks. The
// topic trees, which tutors' files only name, are in topics.json; images in images/.

const DIR = import.meta.dirname;

/** Every file of the bank, in the landing page's subject order. */
export const BANK_FILES = [
  "mathematics",
  "mathematics-neco",
  "english-utme",
  "english-neco",
  "physics",
  "chemistry",
  "chemistry-neco",
  "biology",
  "biology-neco",
  "government",
  "economics",
  "economics-neco",
  "literature",
  "geography",
  "computer-science",
  "accounting",
  "commerce",
  "christian-religious-studies",
  "islamic-religious-studies",
  "agricultural-science",
  "history",
] as const;

/** Storage keys of the bank's own images start with this; the rest of the key is a file of images/. */
export const BANK_IMAGE_PREFIX = "bank/seed/";
export const bankImagePath = (key: string) => path.join(DIR, "images", key.slice(BANK_IMAGE_PREFIX.length));

export type BankFile = {
  name: string;
  subject: Subject;
  stimuli: ParsedBankStimulus[];
  questions: ParsedBankQuestion[];
};

/** Each subject's topic tree, parents before children. */
export const bankTopics = JSON.parse(fs.readFileSync(path.join(DIR, "topics.json"), "utf8")) as Partial<
  Record<Subject, SeedTopic[]>
>;

export const bankFileText = (name: string) => fs.readFileSync(path.join(DIR, `${name}.json`), "utf8");

/** A file as plain JSON, unchecked: for what needs only its shape (the papers' blueprints, the seed's skip). */
export type RawBankFile = {
  subject: Subject;
  stimuli: { slug: string; image?: string }[];
  questions: { slug: string; topic: string; exams: string[]; text: string; options: string[]; explanation: string }[];
};
export const rawBankFile = (text: string) => JSON.parse(text) as RawBankFile;

/** A file read as a tutor's import is; any problem throws with every place it is at. */
export function readBankFile(name: string, text = bankFileText(name)): BankFile {
  const parsed = parseBankJson(text);
  const subject = SUBJECTS.find((s) => s === parsed.subject);
  const problems = parsed.errors.map((e) => `${e.at}${e.line ? ` (line ${e.line})` : ""}: ${e.message}`);
  if (!subject) problems.unshift(`"subject" must name one of: ${SUBJECTS.join(", ")}`);
  for (const q of parsed.questions) {
    if (!q.slug) problems.push(`question ${q.number} has no slug`);
    if (!q.topic) problems.push(`question ${q.slug ?? q.number} has no topic`);
  }
  for (const s of parsed.stimuli) if (s.slug !== s.ref) problems.push(`stimulus ${s.ref}: its slug must be its ref`);
  if (problems.length > 0) throw new Error(`prisma/seed-data/bank/${name}.json:\n  ${problems.join("\n  ")}`);
  return { name, subject: subject!, stimuli: parsed.stimuli, questions: parsed.questions };
}

/** A file in the shape the bank's checks and draws read (prisma/seed-data/bank/types.ts). */
export function asSeedSubject(file: BankFile): SeedBankSubject {
  return {
    subject: file.subject,
    topics: bankTopics[file.subject] ?? [],
    stimuli: file.stimuli.map((s) => ({
      slug: s.slug!,
      kind: s.kind,
      title: s.title,
      content: s.content,
      ...(s.image ? { image: s.image } : {}),
    })),
    questions: file.questions.map((q) => ({
      slug: q.slug!,
      topic: q.topic!,
      exams: q.exams,
      difficulty: q.difficulty,
      source: q.source,
      ...(q.stimulus ? { stimulus: q.stimulus } : {}),
      text: q.text,
      options: q.options,
      answer: q.answerIndex,
      explanation: q.explanation,
    })),
  };
}

/** Every file of the bank, read and checked (a few seconds: every notation is rendered). */
export const loadBankSubjects = (): SeedBankSubject[] => BANK_FILES.map((name) => asSeedSubject(readBankFile(name)));
