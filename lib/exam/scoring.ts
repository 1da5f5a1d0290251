// Scoring a paper from its marked items. UTME scores each subject out of 100, as JAMB does:
// round(correct ÷ questions × 100), and the total is their sum out of 100 per subject. Other
// papers give one mark per correct answer. Unanswered items count as wrong.

export type PaperScoringRule = "per_subject_100" | "one_per_correct";

export type MarkedItem = { subject: string; topic: string | null; correct: boolean };

export type SubjectScore = { subject: string; score: number; max: number; correct: number; questions: number };
export type TopicScore = { subject: string; topic: string; correct: number; questions: number };
export type PaperScore = { total: number; max: number; subjects: SubjectScore[]; topics: TopicScore[] };

/** Items without a topic are counted under this name in the topic breakdown. */
export const UNTAGGED_TOPIC = "Other";

export function subjectScore(
  rule: PaperScoringRule,
  correct: number,
  questions: number,
): { score: number; max: number } {
  if (rule === "one_per_correct") return { score: correct, max: questions };
  return { score: questions === 0 ? 0 : Math.round((correct / questions) * 100), max: 100 };
}

/** Scores items in the order of `subjects`; topics follow the order they first appear in. */
export function scorePaper(
  rule: PaperScoringRule,
  subjects: readonly string[],
  items: readonly MarkedItem[],
): PaperScore {
  const bySubject = new Map(subjects.map((subject) => [subject, { correct: 0, questions: 0 }]));
  const byTopic = new Map<string, TopicScore>();
  for (const item of items) {
    const tally = bySubject.get(item.subject);
    if (!tally) throw new Error(`item of ${item.subject} is not in the paper's subjects`);
    tally.questions += 1;
    const topic = item.topic ?? UNTAGGED_TOPIC;
    const key = `${item.subject}\u0000${topic}`;
    const topicTally = byTopic.get(key) ?? { subject: item.subject, topic, correct: 0, questions: 0 };
    topicTally.questions += 1;
    if (item.correct) {
      tally.correct += 1;
      topicTally.correct += 1;
    }
    byTopic.set(key, topicTally);
  }
  const subjectScores = [...bySubject].map(([subject, { correct, questions }]) => ({
    subject,
    ...subjectScore(rule, correct, questions),
    correct,
    questions,
  }));
  return {
    total: subjectScores.reduce((sum, s) => sum + s.score, 0),
    max: subjectScores.reduce((sum, s) => sum + s.max, 0),
    subjects: subjectScores,
    topics: [...byTopic.values()],
  };
}

/** The most a paper can score with these section sizes (known before anything is marked). */
export function maxScore(rule: PaperScoringRule, questionsPerSubject: readonly number[]): number {
  return questionsPerSubject.reduce((sum, questions) => sum + subjectScore(rule, 0, questions).max, 0);
}
