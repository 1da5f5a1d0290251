import { AutoSubmitSelect } from "@/components/ui/auto-submit-select";
import { inputClass, primaryButtonClass } from "@/components/ui/styles";
import { EXAM_CHOICES } from "@/lib/studio/bank-choices";
import { SUBJECTS } from "@/lib/subjects";

export type BankFilterValues = { subject: string; exam: string; topic: string; status: string; q: string };
export type TopicOption = { slug: string; name: string; children: { slug: string; name: string }[] };

const label = "mb-1 block text-xs font-semibold text-slate-600 dark:text-slate-400";

// The bank's filters live in the URL (a GET form): Back works, a filtered list can be shared,
// and they work before any script runs. Topics are the chosen subject's syllabus.
export function BankFilters({ values, topics }: { values: BankFilterValues; topics: TopicOption[] }) {
  return (
    <form method="get" action="/studio/bank" role="search" className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="bank-filters">
      <div className="col-span-2 sm:col-span-4">
        <label htmlFor="bank-q" className={label}>
          Search the question text
        </label>
        <input id="bank-q" name="q" type="search" defaultValue={values.q} placeholder="e.g. velocity" className={inputClass} />
      </div>
      <div>
        <label htmlFor="bank-subject" className={label}>
          Subject
        </label>
        <AutoSubmitSelect id="bank-subject" name="subject" defaultValue={values.subject} className={inputClass}>
          <option value="">All subjects</option>
          {SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </AutoSubmitSelect>
      </div>
      <div>
        <label htmlFor="bank-exam" className={label}>
          Exam
        </label>
        <AutoSubmitSelect id="bank-exam" name="exam" defaultValue={values.exam} className={inputClass}>
          <option value="">All exams</option>
          {EXAM_CHOICES.map((e) => (
            <option key={e} value={e}>
              {e}
            </option>
          ))}
        </AutoSubmitSelect>
      </div>
      <div>
        <label htmlFor="bank-topic" className={label}>
          Topic
        </label>
        <AutoSubmitSelect id="bank-topic" name="topic" defaultValue={values.topic} className={inputClass} disabled={topics.length === 0}>
          <option value="">{topics.length === 0 ? "Pick a subject first" : "All topics"}</option>
          {topics.map((t) => (
            <optgroup key={t.slug} label={t.name}>
              <option value={t.slug}>{t.name} (all)</option>
              {t.children.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </optgroup>
          ))}
        </AutoSubmitSelect>
      </div>
      <div>
        <label htmlFor="bank-status" className={label}>
          Status
        </label>
        <AutoSubmitSelect id="bank-status" name="status" defaultValue={values.status} className={inputClass}>
          <option value="active">Active</option>
          <option value="retired">Retired</option>
          <option value="all">All</option>
        </AutoSubmitSelect>
      </div>
      <button type="submit" className={`${primaryButtonClass} col-span-2 sm:col-span-4 sm:justify-self-start`}>
        Show questions
      </button>
    </form>
  );
}
