// The seeded question bank as its checks and draws read it (docs/exam-engine.md). The files
// themselves are bank JSON import files (<pool>.json, read by index.ts through the importer);
// asSeedSubject turns one into a SeedBankSubject for bank.test.ts, check-subject.ts and papers.ts.
//
// Every question is original: written for this platform in the style of the exam, never copied
// from a past paper or a website. Keys are confirmed by an independent solver (key-checks/).

import type { Subject } from "../../../lib/subjects";

export type ExamBody = "UTME" | "WAEC" | "NECO";
export type BankDifficulty = "easy" | "medium" | "hard";

/** A syllabus heading; `slug` is unique within the subject and never changes once seeded. */
export type SeedTopic = {
  slug: string;
  name: string;
  /** Sub-headings, one level deep at most. */
  children?: SeedTopic[];
};

/** Shared material several questions refer to: a comprehension passage, a table or a diagram. */
export type SeedStimulus = {
  /** Unique within the subject, e.g. "eng-passage-market-day". */
  slug: string;
  kind: "passage" | "table" | "diagram";
  title: string;
  /**
   * passage: plain paragraphs separated by a blank line (numbered lines are not needed).
   * table: GitHub-style pipe table ("| a | b |" rows, second row "|---|---|").
   * diagram: a description, plus `image`, the storage key "bank/seed/<file>" of an SVG file in
   * prisma/seed-data/bank/images/.
   */
  content: string;
  image?: string;
};

export type SeedBankQuestion = {
  /** Stable key, unique across the whole bank, e.g. "mth-indices-003". */
  slug: string;
  /** Slug of a topic of this subject; a child topic where the tree has children. */
  topic: string;
  exams: ExamBody[];
  difficulty: BankDifficulty;
  /** "original", or { style, year }: written in the style of that exam body's paper of that year (never copied from it). */
  source: "original" | { style: ExamBody; year: number };
  /** Slug (= ref) of a stimulus in the same file, when the question refers to one. */
  stimulus?: string;
  /**
   * Text; mathematics and chemistry between $…$ (inline) or $$…$$ (display) in KaTeX syntax,
   * e.g. "Evaluate $\\frac{3}{4} + \\frac{2}{3}$", "$\\ce{H2SO4}$" is NOT available: write
   * chemical formulae as $\\mathrm{H_2SO_4}$.
   */
  text: string;
  /** Exactly 4 options (A–D), or 5 (A–E) for the NECO English pool. Same notation rules. */
  options: string[];
  /** 0-based index of the correct option. */
  answer: number;
  /** Why the key is right (and, where useful, why a tempting option is wrong). Same notation rules. */
  explanation: string;
};

export type SeedBankSubject = {
  subject: Subject;
  topics: SeedTopic[];
  stimuli: SeedStimulus[];
  questions: SeedBankQuestion[];
};
