const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A percentage as a ring: the coloured arc and the figure in the middle. With a label it is an
 * image for screen readers; without one it is decoration beside text that says the same.
 */
export function PercentRing({
  percent,
  toneClass,
  label,
  className,
  testId,
}: {
  percent: number;
  toneClass: string;
  label?: string;
  className: string;
  testId: string;
}) {
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg viewBox="0 0 120 120" className={className} {...a11y} data-testid={testId}>
      <circle
        cx="60"
        cy="60"
        r={RADIUS}
        fill="none"
        strokeWidth="12"
        className="stroke-slate-200 dark:stroke-slate-800"
      />
      <circle
        cx="60"
        cy="60"
        r={RADIUS}
        fill="none"
        strokeWidth="12"
        strokeLinecap="round"
        strokeDasharray={`${(percent / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
        transform="rotate(-90 60 60)"
        className={toneClass}
      />
      <text x="60" y="68" textAnchor="middle" className="fill-current text-2xl font-bold">
        {percent}%
      </text>
    </svg>
  );
}
