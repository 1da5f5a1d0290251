import type { Position, SittingSection } from "./sitting-types";

// Moving through a paper of several subjects, as JAMB's CBT does: N and P go through one
// subject's questions; past its last question N goes on to the first of the next subject, and
// before its first P goes back to the last of the previous one.

type Sizes = readonly { questions: readonly unknown[] }[];

/** A position that exists in the paper (a kept one may point past a paper's end). */
export function clampPosition(sections: Sizes, position: Partial<Position> | null | undefined): Position {
  const lastSection = Math.max(0, sections.length - 1);
  const section = Math.min(Math.max(0, Math.trunc(position?.section ?? 0) || 0), lastSection);
  const lastQuestion = Math.max(0, (sections[section]?.questions.length ?? 1) - 1);
  return { section, question: Math.min(Math.max(0, Math.trunc(position?.question ?? 0) || 0), lastQuestion) };
}

export function stepPosition(sections: Sizes, { section, question }: Position, by: 1 | -1): Position {
  const size = sections[section]?.questions.length ?? 0;
  const next = question + by;
  if (next >= 0 && next < size) return { section, question: next };
  // Across the subject's edge, skipping any subject without questions.
  for (let s = section + by; s >= 0 && s < sections.length; s += by) {
    const count = sections[s]!.questions.length;
    if (count > 0) return { section: s, question: by === 1 ? 0 : count - 1 };
  }
  return { section, question };
}

export const isFirst = (sections: Sizes, position: Position) => {
  const moved = stepPosition(sections, position, -1);
  return moved.section === position.section && moved.question === position.question;
};
export const isLast = (sections: Sizes, position: Position) => {
  const moved = stepPosition(sections, position, 1);
  return moved.section === position.section && moved.question === position.question;
};

/** Answered and total questions of each subject, for the tabs. */
export function sectionCounts(sections: readonly SittingSection[], answers: Readonly<Record<string, unknown>>) {
  return sections.map((s) => ({
    subject: s.subject,
    answered: s.questions.filter((q) => answers[q.id] != null).length,
    total: s.questions.length,
  }));
}

/** Unanswered questions in all, and per subject (those with any). */
export function unansweredSummary(sections: readonly SittingSection[], answers: Readonly<Record<string, unknown>>) {
  const bySubject = sectionCounts(sections, answers)
    .map((c) => ({ subject: c.subject, unanswered: c.total - c.answered }))
    .filter((c) => c.unanswered > 0);
  return { total: bySubject.reduce((sum, c) => sum + c.unanswered, 0), bySubject };
}
