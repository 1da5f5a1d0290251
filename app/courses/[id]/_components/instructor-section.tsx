/** "Your Instructor": the course owner's name, expertise and bio (plain text, bounded at registration). */
export function InstructorSection({ name, bio, expertise }: { name: string; bio: string; expertise: string }) {
  return (
    <section className="mt-10" data-testid="instructor">
      <h2 className="text-xl font-bold">Your Instructor</h2>
      <p className="mt-3 font-semibold text-slate-900 dark:text-slate-100">{name}</p>
      {expertise && (
        <p className="text-sm text-brand-700 dark:text-brand-400" data-testid="instructor-expertise">
          {expertise}
        </p>
      )}
      {bio && (
        <p
          className="mt-2 whitespace-pre-line leading-relaxed text-slate-700 dark:text-slate-300"
          data-testid="instructor-bio"
        >
          {bio}
        </p>
      )}
    </section>
  );
}
