import { optionKey, optionLetter } from "../validation/quiz-authoring";

// Regrading after an author corrects a key (docs/question-bank.md "Regrade"): which letter was
// right on the paper a candidate was shown, under the current version's key. The candidate saw
// an older version's options in their own order (sitting_items.option_order: [2, 0, 3, 1] shows
// original option 2 as A), so the right option is found by its TEXT among the options shown,
// never by its index in the current version, whose options may have been reordered or
// reworded. If the right option's text is not among them (it was reworded), the option in the
// same original place stands for it.

export type ShownItem = { options: readonly string[]; optionOrder: readonly number[] };
export type CurrentKey = { options: readonly string[]; answerIndex: number };

/** The letter that is right on the shown paper, or null when the right option cannot be found on it. */
export function keyOnShownPaper(current: CurrentKey, shown: ShownItem): string | null {
  const rightText = current.options[current.answerIndex];
  if (rightText === undefined) return null;
  let original = shown.options.findIndex((option) => optionKey(option) === optionKey(rightText));
  if (original === -1 && current.answerIndex < shown.options.length) original = current.answerIndex;
  if (original === -1) return null;
  // No order recorded: the options were shown as stored.
  const position = shown.optionOrder.length === 0 ? original : shown.optionOrder.indexOf(original);
  return position === -1 ? null : optionLetter(position);
}
