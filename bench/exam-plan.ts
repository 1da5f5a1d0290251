// Pure parts of the exam module (bench/exam.ts): which subjects each simulated candidate
// chooses, what a sitting's screen must fetch besides its JSON, and whether the database holds
// exactly the sittings the candidates started.

/** The required subjects plus `choose` of the optional ones, picked uniformly at random. */
export function pickCombination(required: readonly string[], optional: readonly string[], choose: number, random: () => number): string[] {
  if (choose > optional.length) throw new Error(`cannot choose ${choose} of ${optional.length} subjects`);
  const pool = [...optional];
  // A partial Fisher–Yates shuffle: the first `choose` places are a uniform random subset.
  for (let i = 0; i < choose; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return [...required, ...pool.slice(0, choose)];
}

/** The parts of a sitting (POST /api/papers/{id}/sittings, GET /api/sittings/{id}) the screen fetches or renders. */
export type SittingShape = {
  id: string;
  sections: { subject: string; questions: { id: string; html?: string; image_url?: string | null; options: { html?: string }[] }[] }[];
  stimuli: { id: string; html?: string; image_url?: string | null }[];
};

/** Every image the questions and stimuli reference, once each, in order of first mention. */
export function imageUrls(sitting: SittingShape): string[] {
  const urls = [...sitting.stimuli.map((s) => s.image_url), ...sitting.sections.flatMap((section) => section.questions.map((q) => q.image_url))].filter(
    (u): u is string => typeof u === "string" && u.length > 0,
  );
  return [...new Set(urls)];
}

/** The rendered notation (KaTeX HTML) of the questions and options, in paper order. */
export function notationHtml(sitting: SittingShape): string[] {
  return sitting.sections.flatMap((section) =>
    section.questions.flatMap((q) => [q.html, ...q.options.map((o) => o.html)].filter((h): h is string => typeof h === "string" && h.length > 0)),
  );
}

/** One sitting as the database holds it after the start rush. */
export type StoredSitting = {
  studentId: string;
  sittingId: string;
  paperId: string;
  mode: string;
  subjects: string[];
  /** Items per subject. */
  perSubject: Record<string, number>;
  /** Distinct questions among the items; distinct item numbers, the lowest and the highest. */
  distinctQuestions: number;
  numbers: number;
  firstNumber: number;
  lastNumber: number;
};

export type StartCheck = {
  /** Students with no sitting, or with more than one. */
  missing: number;
  duplicated: number;
  /** Sittings of another paper or mode, other subjects, or not exactly the paper's items. */
  wrong: number;
  /** The first few problems, in words. */
  problems: string[];
};

/**
 * Every planned student must have exactly one sitting of `paperId` in `mode`, of the subjects
 * they chose, holding `sectionSizes[subject]` distinct questions per subject numbered 1..total.
 */
export function checkStartedSittings(
  planned: readonly { studentId: string; subjects: readonly string[] }[],
  stored: readonly StoredSitting[],
  expected: { paperId: string; mode: string; sectionSizes: Readonly<Record<string, number>> },
): StartCheck {
  const byStudent = new Map<string, StoredSitting[]>();
  for (const s of stored) byStudent.set(s.studentId, [...(byStudent.get(s.studentId) ?? []), s]);
  const check: StartCheck = { missing: 0, duplicated: 0, wrong: 0, problems: [] };
  const problem = (text: string) => {
    if (check.problems.length < 5) check.problems.push(text);
  };
  for (const plan of planned) {
    const mine = byStudent.get(plan.studentId) ?? [];
    if (mine.length === 0) {
      check.missing++;
      problem(`${plan.studentId} has no sitting`);
      continue;
    }
    if (mine.length > 1) {
      check.duplicated += mine.length - 1;
      problem(`${plan.studentId} has ${mine.length} sittings`);
    }
    const total = plan.subjects.reduce((sum, subject) => sum + (expected.sectionSizes[subject] ?? NaN), 0);
    for (const s of mine) {
      const why: string[] = [];
      if (s.paperId !== expected.paperId) why.push(`paper ${s.paperId}`);
      if (s.mode !== expected.mode) why.push(`mode ${s.mode}`);
      if ([...s.subjects].sort().join() !== [...plan.subjects].sort().join()) why.push(`subjects ${s.subjects.join(", ")}`);
      for (const subject of plan.subjects) {
        const want = expected.sectionSizes[subject];
        if (s.perSubject[subject] !== want) why.push(`${s.perSubject[subject] ?? 0} ${subject} items, not ${want}`);
      }
      const items = Object.values(s.perSubject).reduce((sum, n) => sum + n, 0);
      if (items !== total) why.push(`${items} items, not ${total}`);
      if (s.distinctQuestions !== total) why.push(`${s.distinctQuestions} distinct questions`);
      if (s.numbers !== total || s.firstNumber !== 1 || s.lastNumber !== total)
        why.push(`numbered ${s.firstNumber}–${s.lastNumber} (${s.numbers} distinct), not 1–${total}`);
      if (why.length) {
        check.wrong++;
        problem(`${s.sittingId}: ${why.join("; ")}`);
      }
    }
  }
  return check;
}
