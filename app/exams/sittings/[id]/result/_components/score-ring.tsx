import { percent } from "@/lib/exam/display";

/** The total as a ring: the coloured arc and the figure in the middle are its share of the maximum. */
export function ScoreRing({ total, max }: { total: number; max: number }) {
  const r = 52;
  const circumference = 2 * Math.PI * r;
  const share = percent(total, max);
  const tone = share >= 70 ? "stroke-brand-500" : share >= 50 ? "stroke-amber-400" : "stroke-red-500";
  return (
    <svg viewBox="0 0 120 120" className="h-36 w-36 shrink-0" aria-hidden="true" data-testid="score-ring">
      <circle cx="60" cy="60" r={r} fill="none" strokeWidth="12" className="stroke-slate-200 dark:stroke-slate-800" />
      <circle
        cx="60"
        cy="60"
        r={r}
        fill="none"
        strokeWidth="12"
        strokeLinecap="round"
        strokeDasharray={`${(share / 100) * circumference} ${circumference}`}
        transform="rotate(-90 60 60)"
        className={tone}
      />
      <text x="60" y="69" textAnchor="middle" className="fill-current text-2xl font-bold">
        {share}%
      </text>
    </svg>
  );
}
