// JAMB's CBT keys, exactly: A–D (A–E on a five-option paper) answer, N next, P previous,
// S opens the submit confirmation and R ("reverse") closes it. While the confirmation is open
// only R means anything. In a paper's exam mode there is no other shortcut (the flag is a tap);
// practice and a course quiz add F to flag (`flagKey`).

export type SittingKeyAction =
  | { kind: "choose"; index: number }
  | { kind: "step"; by: 1 | -1 }
  | { kind: "submit" }
  | { kind: "reverse" }
  | { kind: "flag" };

export type SittingKeyContext = { optionCount: number; flagKey: boolean; confirming: boolean };

const ANSWER_KEYS = "abcde";

export function sittingKeyAction(
  key: string,
  { optionCount, flagKey, confirming }: SittingKeyContext,
): SittingKeyAction | null {
  const k = key.length === 1 ? key.toLowerCase() : "";
  if (confirming) return k === "r" ? { kind: "reverse" } : null;
  const index = k ? ANSWER_KEYS.indexOf(k) : -1;
  if (index >= 0 && index < Math.min(optionCount, ANSWER_KEYS.length)) return { kind: "choose", index };
  if (k === "n") return { kind: "step", by: 1 };
  if (k === "p") return { kind: "step", by: -1 };
  if (k === "s") return { kind: "submit" };
  if (k === "f" && flagKey) return { kind: "flag" };
  return null;
}
