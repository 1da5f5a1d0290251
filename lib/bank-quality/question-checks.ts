import { contentWords } from "./words";

// Rules an item writer's checklist states and a candidate exploits when broken: a key that
// stands out by its length, a key that repeats a word of the stem, options that are the same
// option twice. Each answers a warning with its reason; none refuses the question.

export type QualityCode =
  "key_longest" | "key_word_in_stem" | "indistinct_options" | "near_duplicate" | "key_longest_share";
export type QualityWarning = { code: QualityCode; message: string };

export type CheckedQuestion = { text: string; options: string[]; answer: number };

/** How much longer than every other option the key may be before it stands out. */
export const KEY_LENGTH_MARGIN = 0.25;

const letter = (index: number) => String.fromCharCode(65 + index);
/** What a candidate sees: the text with runs of spaces as one. */
const visibleLength = (option: string) => option.trim().replace(/\s+/g, " ").length;
/**
 * Options compared for sameness: spacing, a capital first letter and a closing full stop set
 * aside. Case elsewhere counts (stress patterns such as "DE-moc-ra-cy" differ only in it) and
 * figures stay whole.
 */
function optionForm(option: string): string {
  const form = option
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.;,!]+$/, "");
  return form.charAt(0).toLowerCase() + form.slice(1);
}

/** The key is strictly the longest option by more than a quarter of the next longest. */
export function keyStandsOutByLength(q: CheckedQuestion): boolean {
  const key = q.options[q.answer];
  if (key === undefined) return false;
  const others = q.options.filter((_, i) => i !== q.answer).map(visibleLength);
  const longestOther = Math.max(0, ...others);
  return visibleLength(key) > longestOther * (1 + KEY_LENGTH_MARGIN);
}

/** The key is strictly longer than every other option (counted per subject, not per item). */
export function keyIsLongest(q: CheckedQuestion): boolean {
  const key = q.options[q.answer];
  if (key === undefined) return false;
  return q.options.every((option, i) => i === q.answer || visibleLength(option) < visibleLength(key));
}

/**
 * Content words of the key that the stem repeats, unless two distractors repeat them as well
 * (then the word is the topic's vocabulary, not a clue).
 */
export function keyWordsInStem(q: CheckedQuestion): string[] {
  const key = q.options[q.answer];
  if (key === undefined) return [];
  const stem = contentWords(q.text);
  const distractors = q.options.filter((_, i) => i !== q.answer).map(contentWords);
  return [...contentWords(key)].filter((word) => stem.has(word) && distractors.filter((d) => d.has(word)).length < 2);
}

/** Pairs of options that read the same (see optionForm). */
export function indistinctOptions(options: string[]): [number, number][] {
  const forms = options.map(optionForm);
  const pairs: [number, number][] = [];
  for (let i = 0; i < forms.length; i++)
    for (let j = i + 1; j < forms.length; j++) if (forms[i] === forms[j]) pairs.push([i, j]);
  return pairs;
}

export function questionWarnings(q: CheckedQuestion): QualityWarning[] {
  const warnings: QualityWarning[] = [];
  if (keyStandsOutByLength(q)) {
    warnings.push({
      code: "key_longest",
      message: `The key (${letter(q.answer)}) is longer than every other option by more than a quarter: candidates pick the longest option when unsure. Lengthen a distractor or shorten the key.`,
    });
  }
  const repeated = keyWordsInStem(q);
  if (repeated.length > 0) {
    warnings.push({
      code: "key_word_in_stem",
      message: `The key repeats the stem's ${repeated.length === 1 ? "word" : "words"} "${repeated.join('", "')}" and no two distractors do: the word points to the answer.`,
    });
  }
  for (const [a, b] of indistinctOptions(q.options)) {
    warnings.push({ code: "indistinct_options", message: `Options ${letter(a)} and ${letter(b)} say the same thing.` });
  }
  return warnings;
}
