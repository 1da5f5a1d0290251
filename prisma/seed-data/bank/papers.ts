import { subjectSlug, type Subject } from "../../../lib/subjects";
import type { ExamBody } from "./types";

// The paper templates the platform ships, after the exam bodies' published formats: UTME is Use
// of English (60) plus three subjects (40 each) on one 2-hour clock, each subject scored out of
// 100; WAEC objective papers are 50 questions, A–D; NECO English Paper III is 80 questions with
// five options in 50 minutes.

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
  sections: [{ subject, questions: 50 }],
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
    sections: [{ subject: "English", questions: 60 }, ...UTME_SUBJECTS.map((subject) => ({ subject, questions: 40 }))],
    scoring: "per_subject_100",
    reviewPolicy: "after_each_attempt",
  },
  {
    id: "waec-english",
    exam: "WAEC",
    title: "WAEC English Language: objectives",
    description: "80 objective questions on comprehension, lexis and structure and oral English, options A–D, in 60 minutes.",
    durationMinutes: 60,
    options: 4,
    choose: 0,
    required: ["English"],
    sections: [{ subject: "English", questions: 80 }],
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
    sections: [{ subject: "English", questions: 80 }],
    scoring: "one_per_correct",
    reviewPolicy: "after_each_attempt",
  },
];
