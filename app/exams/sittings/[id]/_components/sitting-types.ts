// The sitting as the screen receives it from GET /api/sittings/{id} (docs/contract.md, "Exam
// engine"; server/exam/sitting-view.ts builds it). Declared here, on the browser's side, so no
// server module reaches the client; sitting-types.test.ts checks the server's shape still fits.

export type OptionKey = string;

export type SittingOption = { key: OptionKey; text: string; html?: string };

export type SittingQuestion = {
  id: string;
  /** The question's number in the whole paper. */
  number: number;
  text: string;
  /** Server-rendered notation (KaTeX) or escaped HTML; absent when the text is plain. */
  html?: string;
  options: SittingOption[];
  stimulus_id: string | null;
  image_url: string | null;
};

export type SittingSection = { subject: string; questions: SittingQuestion[] };

export type Stimulus = {
  id: string;
  kind: "passage" | "table" | "diagram";
  title: string;
  content: string;
  html: string;
  image_url: string | null;
};

export type Sitting = {
  id: string;
  paper_id: string;
  exam?: string;
  title: string;
  mode: "exam" | "practice";
  /** How many options every question has: 4 (A–D) or 5 (A–E). */
  options: number;
  started_at: string;
  /** null: an untimed practice sitting. */
  expires_at: string | null;
  remaining_seconds: number | null;
  grace_seconds: number;
  sections: SittingSection[];
  stimuli: Stimulus[];
  answers: Record<string, OptionKey>;
  flags: string[];
  submitted_at: string | null;
};

/** POST /api/sittings/{id}/check in practice mode. */
export type CheckResult = {
  correct: boolean;
  correct_answer: OptionKey;
  explanation: string;
  explanation_html?: string;
};

/** Where the student is: a subject (section) and a question within it, both from 0. */
export type Position = { section: number; question: number };
