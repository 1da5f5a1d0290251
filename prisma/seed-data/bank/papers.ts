import { subjectSlug, type Subject } from "../../../lib/subjects";
import { BANK_FILES, bankFileText, bankTopics, rawBankFile } from "./index";
import type { ExamBody, SeedTopic } from "./types";

// The paper templates the platform ships, after the exam bodies' published formats: UTME is Use
// of English (60) plus three subjects (40 each) on one 2-hour clock, each subject scored out of
// 100; WAEC objective papers are 50 questions, A–D; NECO English Paper III is 80 questions with
// five options in 50 minutes, and NECO's other objective papers 50 with five options.
//
// Every section carries its blueprint (`topics`: questions per syllabus section, or per topic),
// so every sitting has the paper's shape and not only its length. Use of English follows JAMB's
// and WAEC's division into comprehension, cloze, lexis and structure, and oral forms; any other
// subject shares its questions among its syllabus sections by how many topics each holds (the
// syllabus's own weight), the rounding left to the draw's turns among all topics.

export type SeedPaperSection = { subject: Subject; questions: number; topics?: Record<string, number> };

export type SeedPaper = {
  id: string;
  exam: ExamBody;
  title: string;
  description: string;
  durationMinutes: number;
  options: 4 | 5;
  choose: number;
  required: Subject[];
  sections: SeedPaperSection[];
  scoring: "per_subject_100" | "one_per_correct";
  reviewPolicy: "after_each_attempt" | "after_last_attempt" | "never";
};

/** Questions per top-level syllabus section, in proportion to its leaf topics, rounded down. */
export function syllabusBlueprint(tree: readonly SeedTopic[], questions: number): Record<string, number> {
  const leaves = (topic: SeedTopic) => Math.max(1, topic.children?.length ?? 0);
  const total = tree.reduce((sum, topic) => sum + leaves(topic), 0);
  return Object.fromEntries(tree.map((topic) => [topic.slug, Math.floor((questions * leaves(topic)) / total)]));
}

const rawFiles = BANK_FILES.map((name) => rawBankFile(bankFileText(name)));

/** The subject's syllabus tree, without the topics that hold no question of this exam and option count. */
function subjectTree(subject: Subject, exam: ExamBody, options: number): SeedTopic[] {
  const files = rawFiles.filter((f) => f.subject === subject);
  const tree = bankTopics[subject];
  if (files.length === 0 || !tree) throw new Error(`no seeded topic tree for ${subject}`);
  const held = new Set(
    files.flatMap((f) =>
      f.questions.filter((q) => q.exams.includes(exam) && q.options.length === options).map((q) => q.topic),
    ),
  );
  return tree.flatMap((topic): SeedTopic[] => {
    if (!topic.children?.length) return held.has(topic.slug) ? [topic] : [];
    const children = topic.children.filter((child) => held.has(child.slug));
    return children.length ? [{ ...topic, children }] : [];
  });
}

const section = (subject: Subject, questions: number, exam: ExamBody, options = 4): SeedPaperSection => ({
  subject,
  questions,
  topics:
    subject === "English"
      ? englishBlueprint(questions)
      : syllabusBlueprint(subjectTree(subject, exam, options), questions),
});

/**
 * Use of English: UTME's 60 are two comprehension passages (10), a cloze passage (10), lexis and
 * structure (30) and oral forms (10); the 80 of WAEC's and NECO's objective papers keep the
 * passages and give lexis and structure 40 and oral forms 20.
 */
export function englishBlueprint(questions: number): Record<string, number> {
  if (questions === 60) {
    return {
      "reading-comprehension": 10,
      cloze: 10,
      synonyms: 6,
      antonyms: 6,
      "sentence-completion": 8,
      concord: 4,
      "idioms-and-interpretation": 4,
      "spelling-and-punctuation": 2,
      vowels: 2,
      consonants: 2,
      rhymes: 2,
      "word-stress": 2,
      "emphatic-stress": 2,
    };
  }
  const englishTopics = bankTopics.English!;
  const lexis = englishTopics.find((t) => t.slug === "lexis-and-structure")!;
  const oral = englishTopics.find((t) => t.slug === "oral-forms")!;
  return { "reading-comprehension": 10, cloze: 10, [lexis.slug]: questions - 40, [oral.slug]: 20 };
}

export const UTME_SUBJECTS: Subject[] = [
  "Mathematics",
  "Physics",
  "Chemistry",
  "Biology",
  "Economics",
  "Government",
  "Literature",
  "Geography",
  "Computer Science",
  "Commerce",
  "Accounting",
  "Christian Religious Studies",
  "Islamic Religious Studies",
  "Agricultural Science",
  "History",
];

const waec = (subject: Subject, title: string, durationMinutes: number): SeedPaper => ({
  id: `waec-${subjectSlug(subject)}`,
  exam: "WAEC",
  title,
  description: `50 objective questions, options A–D, in ${durationMinutes} minutes, one mark each.`,
  durationMinutes,
  options: 4,
  choose: 0,
  required: [subject],
  sections: [section(subject, 50, "WAEC")],
  scoring: "one_per_correct",
  reviewPolicy: "after_each_attempt",
});

/** NECO's SSCE objective papers (Paper III): 50 questions with five options, A–E, one mark each. */
const neco = (subject: Subject, title: string, durationMinutes: number): SeedPaper => ({
  id: `neco-${subjectSlug(subject)}`,
  exam: "NECO",
  title,
  description: `50 objective questions with five options, A–E, in ${durationMinutes} minutes, one mark each.`,
  durationMinutes,
  options: 5,
  choose: 0,
  required: [subject],
  sections: [section(subject, 50, "NECO", 5)],
  scoring: "one_per_correct",
  reviewPolicy: "after_each_attempt",
});

export const papers: SeedPaper[] = [
  {
    id: "utme",
    exam: "UTME",
    title: "UTME (JAMB CBT)",
    description:
      "Use of English (60 questions) and three subjects of your choice (40 each): 180 questions, options A–D, one 2-hour clock. Each subject is scored out of 100, the total out of 400.",
    durationMinutes: 120,
    options: 4,
    choose: 3,
    required: ["English"],
    sections: [section("English", 60, "UTME"), ...UTME_SUBJECTS.map((subject) => section(subject, 40, "UTME"))],
    scoring: "per_subject_100",
    reviewPolicy: "after_each_attempt",
  },
  {
    id: "waec-english",
    exam: "WAEC",
    title: "WAEC English Language: objectives",
    description:
      "80 objective questions on comprehension, lexis and structure and oral English, options A–D, in 60 minutes.",
    durationMinutes: 60,
    options: 4,
    choose: 0,
    required: ["English"],
    sections: [section("English", 80, "WAEC")],
    scoring: "one_per_correct",
    reviewPolicy: "after_each_attempt",
  },
  waec("Mathematics", "WAEC General Mathematics Paper 1", 90),
  waec("Physics", "WAEC Physics Paper 1 (objectives)", 75),
  waec("Chemistry", "WAEC Chemistry Paper 1 (objectives)", 60),
  waec("Biology", "WAEC Biology Paper 1 (objectives)", 50),
  waec("Economics", "WAEC Economics Paper 1 (objectives)", 60),
  waec("Government", "WAEC Government Paper 1 (objectives)", 60),
  waec("Literature", "WAEC Literature in English Paper 1 (objectives)", 60),
  waec("Geography", "WAEC Geography Paper 1 (objectives)", 50),
  waec("Computer Science", "WAEC Computer Studies Paper 1 (objectives)", 50),
  waec("Commerce", "WAEC Commerce Paper 1 (objectives)", 50),
  waec("Christian Religious Studies", "WAEC Christian Religious Studies Paper 1 (objectives)", 50),
  waec("Islamic Religious Studies", "WAEC Islamic Studies Paper 1 (objectives)", 50),
  waec("Agricultural Science", "WAEC Agricultural Science Paper 1 (objectives)", 50),
  waec("History", "WAEC History Paper 1 (objectives)", 50),
  waec("Accounting", "WAEC Financial Accounting Paper 1 (objectives)", 60),
  {
    id: "neco-english",
    exam: "NECO",
    title: "NECO English Language Paper III",
    description: "80 objective questions with five options, A–E, in 50 minutes.",
    durationMinutes: 50,
    options: 5,
    choose: 0,
    required: ["English"],
    sections: [section("English", 80, "NECO", 5)],
    scoring: "one_per_correct",
    reviewPolicy: "after_each_attempt",
  },
  neco("Mathematics", "NECO General Mathematics Paper III (objectives)", 60),
  neco("Chemistry", "NECO Chemistry Paper III (objectives)", 60),
  neco("Biology", "NECO Biology Paper III (objectives)", 60),
  neco("Economics", "NECO Economics Paper III (objectives)", 60),
];
