import type { Metadata } from "next";
import Link from "next/link";
import { cardClass } from "@/components/ui/styles";
import { displayJoinCode } from "@/lib/schools/join-code";
import { MAX_TEACHER_CLASSES } from "@/lib/schools/rules";
import { listClasses } from "@/server/schools/list-classes";
import { requireTutor } from "@/server/studio/require-tutor";
import { CreateClassForm } from "./_components/create-class-form";

export const metadata: Metadata = { title: "Classes" };

// The teacher's classes (docs/schools.md): open one, then share its code, set it mocks and
// watch them in the live room.
export default async function ClassesPage() {
  const user = await requireTutor("/studio/classes");
  const classes = await listClasses(user.id);
  const active = classes.filter((c) => !c.archived);
  const archived = classes.filter((c) => c.archived);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">Classes</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Your students join a class with its code, link or QR code. Set the class a mock, watch who has started and
          read what the class got wrong.
        </p>
      </header>
      <section className={cardClass} aria-labelledby="new-class-heading">
        <h2 id="new-class-heading" className="mb-3 text-lg font-bold">
          Open a class
        </h2>
        <CreateClassForm />
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
          {active.length} of {MAX_TEACHER_CLASSES} classes in use; archive a class you no longer teach to make room.
        </p>
      </section>
      {active.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No classes yet.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="class-list">
          {active.map((c) => (
            <li key={c.id}>
              <Link href={`/studio/classes/${c.id}`} className={`${cardClass} block hover:border-brand-400`}>
                <span className="block text-lg font-semibold">{c.name}</span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                  {c.students} {c.students === 1 ? "student" : "students"} · code{" "}
                  <span className="font-mono">{displayJoinCode(c.join_code)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {archived.length > 0 && (
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">Archived ({archived.length})</summary>
          <ul className="space-y-2">
            {archived.map((c) => (
              <li key={c.id}>
                <Link href={`/studio/classes/${c.id}`} className="underline">
                  {c.name}
                </Link>{" "}
                · {c.students} students
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
