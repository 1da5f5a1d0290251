import type { Sitting, SittingQuestion } from "./sitting-types";

// The sitting page's document carries the questions of one subject, the one the candidate is
// on (docs/exam-engine.md, "The sitting page's document"): a full UTME paper's notation is most
// of a megabyte of HTML for a cheap phone to parse before it can paint. The other subjects come
// as their question ids and numbers, enough for the tabs, the grid, the counts and moving about;
// their text arrives from the phone's copy or the API right after (sitting-screen.tsx), and is
// merged in here.

/** A question whose text is not on the phone yet: what the session may use of it. */
const withoutText = (q: SittingQuestion): SittingQuestion => ({
  id: q.id,
  number: q.number,
  text: "",
  options: [],
  stimulus_id: null,
  image_url: null,
});

/**
 * The sitting with only `section`'s questions in full, and the stimuli they use; `missing` lists
 * the subjects left without their text. A section out of range keeps the first subject.
 */
export function oneSubjectOf(sitting: Sitting, section: number): { sitting: Sitting; missing: number[] } {
  if (sitting.sections.length <= 1) return { sitting, missing: [] };
  const kept = section >= 0 && section < sitting.sections.length ? section : 0;
  const used = new Set(sitting.sections[kept]?.questions.map((q) => q.stimulus_id).filter(Boolean));
  return {
    sitting: {
      ...sitting,
      sections: sitting.sections.map((s, i) => (i === kept ? s : { ...s, questions: s.questions.map(withoutText) })),
      stimuli: sitting.stimuli.filter((s) => used.has(s.id)),
    },
    missing: sitting.sections.map((_, i) => i).filter((i) => i !== kept),
  };
}

/**
 * `drawn` with the missing subjects' questions and the stimuli taken from `full`, a copy of the
 * same sitting with every subject (the phone's, or the API's). Everything else stays as drawn:
 * the answers and the clock the screen started from. Null when `full` is not the same paper
 * (another sitting, or subjects or questions that differ).
 */
export function withAllSubjects(drawn: Sitting, missing: readonly number[], full: Sitting): Sitting | null {
  if (full.id !== drawn.id || full.sections.length !== drawn.sections.length) return null;
  const sameQuestions = drawn.sections.every((s, i) => {
    const other = full.sections[i]!;
    return (
      other.subject === s.subject &&
      other.questions.length === s.questions.length &&
      other.questions.every((q, j) => q.id === s.questions[j]!.id)
    );
  });
  if (!sameQuestions) return null;
  const stimuli = new Map([...drawn.stimuli, ...full.stimuli].map((s) => [s.id, s]));
  return {
    ...drawn,
    sections: drawn.sections.map((s, i) => (missing.includes(i) ? full.sections[i]! : s)),
    stimuli: [...stimuli.values()],
  };
}
