/** The score as a ring: the coloured arc is the percent. */
export function ScoreCircle({ score, passed }: { score: number; passed: boolean }) {
  const r = 52;
  const circumference = 2 * Math.PI * r;
  return (
    <svg viewBox="0 0 120 120" className="h-36 w-36" role="img" aria-label={`Score ${score} percent`} data-testid="score-circle">
      <circle cx="60" cy="60" r={r} fill="none" strokeWidth="12" className="stroke-slate-200 dark:stroke-slate-800" />
      <circle
        cx="60"
        cy="60"
        r={r}
        fill="none"
        strokeWidth="12"
        strokeLinecap="round"
        strokeDasharray={`${(score / 100) * circumference} ${circumference}`}
        transform="rotate(-90 60 60)"
        className={passed ? "stroke-brand-500" : score >= 50 ? "stroke-amber-400" : "stroke-red-500"}
      />
      <text x="60" y="68" textAnchor="middle" className="fill-current text-2xl font-bold">
        {score}%
      </text>
    </svg>
  );
}
