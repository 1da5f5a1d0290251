// What the studio's bank forms offer. Client components take them from here, not from
// lib/validation/bank.ts, whose notation checks bring KaTeX, which must not reach a phone's
// bundle; bank-choices.test.ts holds the two lists together.

export const EXAM_CHOICES = ["UTME", "WAEC", "NECO"] as const;
export const DIFFICULTY_CHOICES = ["easy", "medium", "hard"] as const;
export const IMPORT_FORMAT_CHOICES = ["csv", "aiken", "json"] as const;
export type ImportFormatChoice = (typeof IMPORT_FORMAT_CHOICES)[number];
