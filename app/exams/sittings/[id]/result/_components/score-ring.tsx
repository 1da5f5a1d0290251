import { PercentRing } from "@/components/ui/percent-ring";
import { percent } from "@/lib/exam/display";

/** The total as a ring: the coloured arc and the figure in the middle are its share of the maximum. */
export function ScoreRing({ total, max }: { total: number; max: number }) {
  const share = percent(total, max);
  const tone = share >= 70 ? "stroke-brand-500" : share >= 50 ? "stroke-amber-400" : "stroke-red-500";
  return <PercentRing percent={share} toneClass={tone} className="h-36 w-36 shrink-0" testId="score-ring" />;
}
