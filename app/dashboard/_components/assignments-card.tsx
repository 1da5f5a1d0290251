import Link from "next/link";
import { countdownText } from "@/lib/schools/rules";
import type { MyAssignment } from "@/server/schools/my-assignments";
import { AssignmentCountdown } from "./assignment-countdown";
import { AssignmentStart } from "./assignment-start";

const dateTime = new Intl.DateTimeFormat("en-NG", {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Africa/Lagos",
});

function Row({ a, now }: { a: MyAssignment; now: Date }) {
  return (
    <li className="py-3" data-testid="assignment" data-status={a.status}>
      <p className="font-semibold break-words">{a.title}</p>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {a.class.name} · {a.mode === "exam" ? "exam" : "practice"} · {a.duration_minutes} min
      </p>
      <p className="mt-1 text-sm">
        {a.status === "upcoming" && (
          <AssignmentCountdown
            target={a.opens_at}
            prefix="Opens in"
            initial={countdownText(new Date(a.opens_at), now)}
            done="Open now: reload to start"
          />
        )}
        {(a.status === "open" || a.status === "in_progress") && (
          <AssignmentCountdown
            target={a.closes_at}
            prefix="Closes in"
            initial={countdownText(new Date(a.closes_at), now)}
            done="Closed"
          />
        )}
        {a.status === "submitted" && (
          <span>
            Submitted{"score" in a ? `: ${a.score} / ${a.max}` : ""}.{" "}
            {a.sitting_id && (
              <Link href={`/exams/sittings/${a.sitting_id}`} className="font-semibold underline">
                See your result
              </Link>
            )}
          </span>
        )}
        {a.status === "missed" && <span>Missed: it closed {dateTime.format(new Date(a.closes_at))}.</span>}
      </p>
      {a.status === "upcoming" && (
        <p className="text-xs text-slate-600 dark:text-slate-400">Opens {dateTime.format(new Date(a.opens_at))}</p>
      )}
      {a.status === "open" && <AssignmentStart assignmentId={a.id} label="Start" choice={a.choice} />}
      {a.status === "in_progress" && <AssignmentStart assignmentId={a.id} label="Resume" choice={null} />}
    </li>
  );
}

/** The mocks the student's teachers set: what is open or in progress first, each with its countdown. */
export function AssignmentsCard({ assignments, now }: { assignments: MyAssignment[]; now: Date }) {
  return (
    <section
      aria-labelledby="assignments-card-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="assignments-card"
    >
      <h2 id="assignments-card-heading" className="text-lg font-bold">
        Set by your teachers
      </h2>
      {assignments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Mocks your teacher sets your class show here.</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {assignments.map((a) => (
            <Row key={a.id} a={a} now={now} />
          ))}
        </ul>
      )}
      <Link
        href="/join"
        className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline dark:text-brand-300"
        data-testid="join-class-link"
      >
        Join a class
      </Link>
    </section>
  );
}
