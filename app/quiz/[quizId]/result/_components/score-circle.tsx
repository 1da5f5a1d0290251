import { PercentRing } from "@/components/ui/percent-ring";

/** The score as a ring: the coloured arc is the percent. */
export function ScoreCircle({ score, passed }: { score: number; passed: boolean }) {
  const tone = passed ? "stroke-brand-500" : score >= 50 ? "stroke-amber-400" : "stroke-red-500";
  return (
    <PercentRing
      percent={score}
      toneClass={tone}
      label={`Score ${score} percent`}
      className="h-36 w-36"
      testId="score-circle"
    />
  );
}
