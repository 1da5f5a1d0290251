import { cardClass } from "@/components/ui/styles";
import type { myClasses } from "@/server/schools/my-classes";
import { LeaveClassButton } from "./leave-class-button";

type Joined = Awaited<ReturnType<typeof myClasses>>;

/** The classes the student is in, each with a way out. */
export function MyClassList({ classes }: { classes: Joined }) {
  if (classes.length === 0) return null;
  return (
    <section className={cardClass} aria-labelledby="my-classes-heading">
      <h2 id="my-classes-heading" className="text-lg font-bold">
        Your classes
      </h2>
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800" data-testid="my-classes">
        {classes.map((c) => (
          <li key={c.id} className="flex items-center justify-between gap-2 py-1">
            <span className="min-w-0 break-words">
              <span className="font-medium">{c.name}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">{c.teacher}</span>
            </span>
            <LeaveClassButton classId={c.id} name={c.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
