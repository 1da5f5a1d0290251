import Link from "next/link";

const points = [
  { title: "Open to everybody", body: "General quizzes in the library need no enrolment. Pick a subject and start." },
  {
    title: "Timed like the real exam",
    body: "Each quiz has a timer, so you practise answering under pressure, just like WAEC, JAMB and NECO.",
  },
  {
    title: "Learn from every attempt",
    body: "See your score, the correct answers and explanations, and retake quizzes to beat your best.",
  },
];

/** The Quizzes tab: the global quiz library, which needs no enrolment (docs/product-spec.md part 2). */
export function QuizzesTab() {
  return (
    <section
      data-testid="quizzes-tab"
      aria-labelledby="quizzes-tab-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="quizzes-tab-heading" className="text-xl font-bold">
        The Quiz Library
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
        Practice makes perfect. The quiz library is open to every student: you do not need to enrol in any course to
        take its general quizzes. Quizzes from the courses you join are listed there too.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {points.map((p) => (
          <li key={p.title} className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
            <h3 className="font-semibold">{p.title}</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{p.body}</p>
          </li>
        ))}
      </ul>
      <Link
        href="/quizzes"
        className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        data-testid="quiz-library-link"
      >
        Go to the Quiz Library
      </Link>
    </section>
  );
}
