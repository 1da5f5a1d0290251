import type { Verdict } from "./quiz-rules";

// The result screen's playful verdicts in Nigerian pidgin (our own words), with a local picture each.
export const verdictContent: Record<Verdict, { image: string; tone: string; messages: string[] }> = {
  PASSED: {
    image: "/images/quiz/passed.svg",
    tone: "text-brand-700 dark:text-brand-400",
    messages: [
      "You don pass am! Your brain dey work like generator wey get full tank.",
      "Correct person! If examiner see this one, e go hail you.",
      "Omo, you too much! Keep this energy reach exam hall.",
    ],
  },
  "ALMOST THERE": {
    image: "/images/quiz/almost.svg",
    tone: "text-amber-600 dark:text-amber-400",
    messages: [
      "E remain small! One more push and you go cross the line.",
      "You nearly catch am. Read small more, next time na your time.",
      "No shaking, you dey close. Check the explanations and try again.",
    ],
  },
  "KEEP TRYING": {
    image: "/images/quiz/keep-trying.svg",
    tone: "text-red-600 dark:text-red-400",
    messages: [
      "No wahala, e never finish. Carry your book again, you go still win am.",
      "Today no be your day, but tomorrow na another chance. Oya, try again!",
      "Slow and steady dey win race. Read the explanations, then come back stronger.",
    ],
  },
};

/** The same attempt always gets the same message. */
export function verdictMessage(verdict: Verdict, seed: string): string {
  const list = verdictContent[verdict].messages;
  let h = 0;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return list[h % list.length]!;
}
