import type { Metadata } from "next";
import Link from "next/link";
import { NotFoundView } from "@/components/layout/not-found-view";
import { cardClass, primaryButtonClass } from "@/components/ui/styles";
import { displayJoinCode } from "@/lib/schools/join-code";
import { MAX_CLASS_STUDENTS } from "@/lib/schools/rules";
import { getClass } from "@/server/schools/get-class";
import { joinQrSvg } from "@/server/schools/join-qr";
import { listAssignments } from "@/server/schools/list-assignments";
import { orNullWhenNotFound } from "@/server/errors";
import { requireTutor } from "@/server/studio/require-tutor";
import { ClassSettings } from "./_components/class-settings";
import { RemoveStudentButton } from "./_components/remove-student-button";

export const metadata: Metadata = { title: "Class" };

const dateTime = new Intl.DateTimeFormat("en-NG", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Africa/Lagos",
});

// One class: its code, link and QR code to show the students, its mocks and its roster.
export default async function ClassPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireTutor(`/studio/classes/${id}`);
  const cls = await orNullWhenNotFound(getClass(user.id, id));
  if (!cls) return <NotFoundView />;
  const [assignments, qr] = await Promise.all([listAssignments(user.id, id), joinQrSvg(cls.join_url)]);
  return (
    <div className="space-y-6">
      <header>
        <p className="text-sm">
          <Link href="/studio/classes" className="underline">
            Classes
          </Link>
        </p>
        <h1 className="mt-1 text-2xl font-bold break-words" data-testid="class-name">
          {cls.name}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {cls.students} of {MAX_CLASS_STUDENTS} students{cls.archived ? " · archived" : ""}
        </p>
      </header>

      {!cls.archived && (
        <section className={cardClass} aria-labelledby="join-heading">
          <h2 id="join-heading" className="text-lg font-bold">
            How students join
          </h2>
          <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
            <div
              className="mx-auto w-56 max-w-full shrink-0 rounded-xl bg-white p-2 sm:mx-0"
              role="img"
              aria-label={`QR code of the join link ${cls.join_url}`}
              data-testid="join-qr"
              dangerouslySetInnerHTML={{ __html: qr }}
            />
            <div className="min-w-0 space-y-2 text-sm">
              <p>Scan the code with a phone&apos;s camera, or open the link, or type the class code at /join:</p>
              <p
                className="font-mono text-3xl font-bold tracking-widest"
                data-testid="join-code"
                aria-label={`Class code ${cls.join_code.split("").join(" ")}`}
              >
                {displayJoinCode(cls.join_code)}
              </p>
              <p className="break-all">
                <a
                  href={cls.join_url}
                  className="font-semibold text-brand-700 underline dark:text-brand-300"
                  data-testid="join-link"
                >
                  {cls.join_url}
                </a>
              </p>
            </div>
          </div>
        </section>
      )}

      <section className={cardClass} aria-labelledby="assignments-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="assignments-heading" className="text-lg font-bold">
            Mocks set to this class
          </h2>
          {!cls.archived && (
            <Link href={`/studio/classes/${cls.id}/assign`} className={primaryButtonClass} data-testid="assign-link">
              Set a mock
            </Link>
          )}
        </div>
        {assignments.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Nothing set yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800" data-testid="assignment-list">
            {assignments.map((a) => (
              <li key={a.id} className="py-3">
                <p className="font-semibold break-words">{a.title}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {a.mode === "exam" ? "Exam" : "Practice"} · {dateTime.format(new Date(a.opens_at))} to{" "}
                  {dateTime.format(new Date(a.closes_at))}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {a.started} started · {a.submitted} submitted
                </p>
                <p className="mt-1 flex gap-4 text-sm font-semibold">
                  <Link
                    href={`/studio/classes/${cls.id}/assignments/${a.id}`}
                    className="inline-flex min-h-11 items-center text-brand-700 underline dark:text-brand-300"
                  >
                    Live room
                  </Link>
                  <Link
                    href={`/studio/classes/${cls.id}/assignments/${a.id}/results`}
                    className="inline-flex min-h-11 items-center text-brand-700 underline dark:text-brand-300"
                  >
                    Results
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={cardClass} aria-labelledby="roster-heading">
        <h2 id="roster-heading" className="text-lg font-bold">
          Students ({cls.students})
        </h2>
        {cls.roster.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            {cls.archived ? "No one joined this class." : "No one has joined yet: show the class the code above."}
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800" data-testid="roster">
            {cls.roster.map((s) => (
              <li key={s.id} className="flex items-center justify-between gap-2 py-1">
                <span className="min-w-0 break-words">
                  {s.name}
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    joined {dateTime.format(new Date(s.joined_at))}
                  </span>
                </span>
                <RemoveStudentButton classId={cls.id} studentId={s.id} name={s.name} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={cardClass} aria-labelledby="settings-heading">
        <h2 id="settings-heading" className="mb-3 text-lg font-bold">
          Class settings
        </h2>
        <ClassSettings classId={cls.id} name={cls.name} archived={cls.archived} />
      </section>
    </div>
  );
}
