// What a paper kept on the phone costs before it is drawn (docs/exam-engine.md, "Offline
// papers"): bytes per question by mode, as a pack of the seeded bank's heaviest notation takes
// them (the size test in tests/integration/exam/seeded-papers.test.ts keeps a full UTME in 300 KB).
// After the download the phone shows what the pack really took.

export const PACK_BYTES_PER_QUESTION = { exam: 950, practice: 1450 } as const;

export const estimatePackBytes = (questions: number, mode: "exam" | "practice") =>
  questions * PACK_BYTES_PER_QUESTION[mode];
