// The words the quality rules compare: lower case, notation and punctuation stripped. A content
// word has four letters or more and is not one of the function words every stem uses.

const STOP_WORDS = new Set(
  (
    "about above after again against also among because been before being below between both could does doing down " +
    "during each either every following from further have having here into itself just least less many more most much " +
    "must neither none nothing only other others ought over same shall should since some such than that their theirs " +
    "them then there these they this those through under until upon very were what when where which while whom whose " +
    "will with within without would your yours best correct true false statement statements option options answer " +
    "question likely usually mainly known called refers refer following"
  ).split(" "),
);

export const isStopWord = (word: string) =>
  (word.length < 2 && !/\d/.test(word)) || STOP_WORDS.has(word) || SHORT_WORDS.has(word);

/** Lower-case words of a text, with `$…$` notation and punctuation turned into spaces. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\\[a-z]+/g, " ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .split(" ")
    .filter(Boolean);
}

const SHORT_WORDS = new Set(
  "a an and are as at be by do for has how in is it its of on or the to was who why".split(" "),
);

/** Singular and plural of a word meet at one form, so "banks" in a stem matches "bank" in a key. */
export function wordStem(word: string): string {
  if (word.length > 5 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith("es") && /(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

export function contentWords(text: string): Set<string> {
  return new Set(
    wordsOf(text)
      .filter((w) => w.length >= 4 && !STOP_WORDS.has(w) && !/^\d+$/.test(w))
      .map(wordStem),
  );
}

/** Text compared for sameness: words only, in order, notation commands dropped. */
export function normalised(text: string): string {
  return wordsOf(text).join(" ");
}
