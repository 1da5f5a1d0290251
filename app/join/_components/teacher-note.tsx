/** A tutor opened a join page: classes are joined by students. */
export function TeacherNote() {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 text-center" data-testid="join-teacher">
      <h1 className="text-2xl font-bold">Classes are joined by students</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Sign in with a student account to join. Your own classes are in the studio, under Classes.
      </p>
    </div>
  );
}
