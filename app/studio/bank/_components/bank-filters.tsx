import { AutoSubmitSelect } from "@/components/ui/auto-submit-select";
import { inputClass, primaryButtonClass } from "@/components/ui/styles";
import { EXAM_CHOICES } from "@/lib/studio/bank-choices";
import { SUBJECTS } from "@/lib/subjects";

export type BankFilterValues = { subject: string; exam: string; topic: string; status: string; q: string };
export type TopicOption = { slug: string; name: string; children: { slug: string; name: string }[] };

const label = "mb-1 block text-xs font-semibold text-slate-600 dark:text-slate-400";

/** A filter over a plain list of choices, with "all" first. */
function ChoiceFilter({
  name,
  label: text,
  value,
  allLabel,
  choices,
}: {
  name: string;
  label: string;
  value: string;
  allLabel: string;
  choices: readonly string[];
}) {
  return (
    <div>
      <label htmlFor={`bank-${name}`} className={label}>
        {text}
      </label>
      <AutoSubmitSelect id={`bank-${name}`} name={name} defaultValue={value} className={inputClass}>
        <option value="">{allLabel}</option>
        {choices.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </AutoSubmitSelect>
    </div>
  );
}

// The bank's filters live in the URL (a GET form): Back works, a filtered list can be shared,
// and they work before any script runs. Topics are the chosen subject's syllabus.
export function BankFilters({ values, topics }: { values: BankFilterValues; topics: TopicOption[] }) {
  return (
    <form
      method="get"
      action="/studio/bank"
      role="search"
      className="grid grid-cols-2 gap-3 sm:grid-cols-4"
      data-testid="bank-filters"
    >
      <div className="col-span-2 sm:col-span-4">
        <label htmlFor="bank-q" className={label}>
          Search the question text
        </label>
        <input
          id="bank-q"
          name="q"
          type="search"
          defaultValue={values.q}
          placeholder="e.g. velocity"
          className={inputClass}
        />
      </div>
      <ChoiceFilter name="subject" label="Subject" value={values.subject} allLabel="All subjects" choices={SUBJECTS} />
      <ChoiceFilter name="exam" label="Exam" value={values.exam} allLabel="All exams" choices={EXAM_CHOICES} />
      <div>
        <label htmlFor="bank-topic" className={label}>
          Topic
        </label>
        <AutoSubmitSelect
          id="bank-topic"
          name="topic"
          defaultValue={values.topic}
          className={inputClass}
          disabled={topics.length === 0}
        >
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
