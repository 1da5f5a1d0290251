import type { SeedTopic } from "./types";

// Use of English topic tree, after the headings of JAMB's Use of English syllabus and WAEC's and
// NECO's English Language objective papers. Shared by english-utme.ts and english-neco.ts.
export const englishTopics: SeedTopic[] = [
  {
    slug: "comprehension",
    name: "Comprehension and summary",
    children: [
      { slug: "reading-comprehension", name: "Reading comprehension passages" },
      { slug: "cloze", name: "Cloze passages" },
    ],
  },
  {
    slug: "lexis-and-structure",
    name: "Lexis and structure",
    children: [
      { slug: "synonyms", name: "Words nearest in meaning" },
      { slug: "antonyms", name: "Words opposite in meaning" },
      { slug: "sentence-completion", name: "Sentence completion and word classes" },
      { slug: "concord", name: "Concord, tense and mood" },
      { slug: "idioms-and-interpretation", name: "Idioms and sentence interpretation" },
      { slug: "spelling-and-punctuation", name: "Spelling and punctuation" },
    ],
  },
  {
    slug: "oral-forms",
    name: "Oral forms",
    children: [
      { slug: "vowels", name: "Vowels and diphthongs" },
      { slug: "consonants", name: "Consonants and clusters" },
      { slug: "rhymes", name: "Rhymes" },
      { slug: "word-stress", name: "Word stress" },
      { slug: "emphatic-stress", name: "Emphatic stress and intonation" },
    ],
  },
];
