import "server-only";
import {
  duplicatesOf,
  fingerprint,
  keyLongestShareWarning,
  nearDuplicateWarning,
  type Fingerprint,
} from "@/lib/bank-quality/pool-checks";
import { questionWarnings, type QualityWarning } from "@/lib/bank-quality/question-checks";
import { db } from "../db";
import { inPoolWhere, poolMemberWhere } from "../exam/pool";

// The quality warnings an author sees: the rules of each question alone
// (lib/bank-quality/question-checks.ts) and whether it repeats another question of its subject
// that could be drawn beside it: the tutor's own bank and the platform's pool. An editor
// reviewing a submitted question compares it with the platform pool alone (poolQualityChecks).

type Content = { text: string; options: string[]; answer: number; stimulus: string | null };

async function poolPrints(subject: string, ownerId: string | null, exceptId?: string): Promise<Fingerprint[]> {
  const pool = await db.question.findMany({
    where: {
      subject,
      quizId: null,
      status: "active",
      ...(exceptId && { id: { not: exceptId } }),
      // The tutor's own, and the platform pool (the platform's own and tutors' approved questions).
      OR: [{ ownerId }, ...poolMemberWhere.OR],
    },
    select: { id: true, question: true, options: true, correctIndex: true, stimulusId: true },
  });
  return pool.map((p) =>
    fingerprint({ id: p.id, text: p.question, options: p.options, answer: p.correctIndex, stimulus: p.stimulusId }),
  );
}

/** One stored question's warnings, the pool's included. */
export async function qualityChecks(q: {
  id: string;
  ownerId: string | null;
  subject: string | null;
  question: string;
  options: string[];
  correctIndex: number;
  stimulusId: string | null;
}): Promise<QualityWarning[]> {
  const content: Content = { text: q.question, options: q.options, answer: q.correctIndex, stimulus: q.stimulusId };
  const warnings = questionWarnings(content);
  if (!q.subject) return warnings;
  const repeated = nearDuplicateWarning(
    duplicatesOf({ id: q.id, ...content }, await poolPrints(q.subject, q.ownerId, q.id)),
  );
  return repeated ? [...warnings, repeated] : warnings;
}

type Stored = {
  id: string;
  subject: string | null;
  question: string;
  options: string[];
  correctIndex: number;
  stimulusId: string | null;
};

/** For the editors' queue: each question's own warnings and its repeats of the platform pool (loaded once per subject). */
export async function poolQualityChecks(questions: Stored[]): Promise<Map<string, QualityWarning[]>> {
  const subjects = [...new Set(questions.map((q) => q.subject).filter((s): s is string => s !== null))];
  const pools = new Map<string, Fingerprint[]>();
  await Promise.all(
    subjects.map(async (subject) => {
      const rows = await db.question.findMany({
        where: { subject, ...inPoolWhere },
        select: { id: true, question: true, options: true, correctIndex: true, stimulusId: true },
      });
      pools.set(
        subject,
        rows.map((p) =>
          fingerprint({
            id: p.id,
            text: p.question,
            options: p.options,
            answer: p.correctIndex,
            stimulus: p.stimulusId,
          }),
        ),
      );
    }),
  );
  const checks = new Map<string, QualityWarning[]>();
  for (const q of questions) {
    const content: Content = { text: q.question, options: q.options, answer: q.correctIndex, stimulus: q.stimulusId };
    const warnings = questionWarnings(content);
    const others = (q.subject ? pools.get(q.subject) : undefined)?.filter((p) => p.id !== q.id) ?? [];
    const repeated = nearDuplicateWarning(duplicatesOf({ id: q.id, ...content }, others));
    checks.set(q.id, repeated ? [...warnings, repeated] : warnings);
  }
  return checks;
}

export type NumberedWarning = QualityWarning & { question: number };

/**
 * An import's warnings by question number (1-based, in file order): each question's own, and
 * repeats of the pool or of an earlier question of the same file. Questions on the file's own
 * stimuli are compared by the stimulus's name in the file.
 */
export async function importQualityChecks(
  tutorId: string,
  subject: string,
  questions: (Content & { number: number })[],
): Promise<NumberedWarning[]> {
  const prints = await poolPrints(subject, tutorId);
  const warnings: NumberedWarning[] = [];
  for (const q of questions) {
    const id = `line-question-${q.number}`;
    for (const warning of questionWarnings(q)) warnings.push({ question: q.number, ...warning });
    const repeated = nearDuplicateWarning(
      duplicatesOf({ id, ...q }, prints).map((other) =>
        other.startsWith("line-question-") ? `question ${other.slice(14)} of this file` : other,
      ),
    );
    if (repeated) warnings.push({ question: q.number, ...repeated });
    prints.push(fingerprint({ id, ...q }));
  }
  return warnings;
}

/** Below this many questions a share says little, so the subject-level rule waits. */
const SHARE_MIN_QUESTIONS = 10;

/**
 * The subject-level rule over a tutor's active bank questions of one subject, with those an
 * import is about to add: whether "pick the longest option" would pay across them.
 */
export async function subjectQualityChecks(
  tutorId: string,
  subject: string,
  adding: Content[] = [],
): Promise<QualityWarning[]> {
  const own = await db.question.findMany({
    where: { ownerId: tutorId, quizId: null, subject, status: "active" },
    select: { question: true, options: true, correctIndex: true },
  });
  const items = [...own.map((q) => ({ text: q.question, options: q.options, answer: q.correctIndex })), ...adding];
  if (items.length < SHARE_MIN_QUESTIONS) return [];
  const warning = keyLongestShareWarning(subject, items);
  return warning ? [warning] : [];
}
