const testimonials = [
  {
    quote: "The timed quizzes felt exactly like the JAMB CBT centre. I was not nervous on the day and I scored 312.",
    name: "Aisha Bello",
    detail: "UTME candidate, Kano",
  },
  {
    quote: "I failed Mathematics the first time. After the WAEC revision course I got an A1 in my May/June resit.",
    name: "Chukwuemeka Okafor",
    detail: "SS3 student, Enugu",
  },
  {
    quote: "The videos are short and load even on my small data plan. I study on the BRT bus every morning.",
    name: "Temitope Adeyemi",
    detail: "NECO candidate, Lagos",
  },
];

export function Testimonials() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" data-testid="testimonials">
      <h2 className="text-3xl font-bold">What students say</h2>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {testimonials.map((t) => (
          <figure key={t.name} className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
            <blockquote className="text-slate-700 dark:text-slate-300">“{t.quote}”</blockquote>
            <figcaption className="mt-4">
              <p className="font-semibold">{t.name}</p>
              <p className="text-sm text-slate-500 dark:text-slate-400">{t.detail}</p>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
