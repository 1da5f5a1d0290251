import { AutoSubmitSelect } from "@/components/ui/auto-submit-select";
import { inputClass, primaryButtonClass } from "@/components/ui/styles";
import { CATALOGUE_SORTS, MAX_SEARCH, SORT_LABELS, type CatalogueSort } from "@/lib/courses/catalogue-options";

// A GET form: the filters live in the URL, so a filtered list can be shared and Back works,
// and it works before (or without) JavaScript. Changing a select submits at once.
export function CatalogueFilters({
  loadingTrigger,
  search,
  level,
  category,
  sort,
  levels,
  categories,
}: {
  /** Marks the results as loading while the filtered list is fetched (lib/web/page-enhancements.ts). */
  loadingTrigger: Record<string, string>;
  search: string;
  level: string;
  category: string;
  sort: CatalogueSort;
  levels: string[];
  categories: string[];
}) {
  return (
    <form
      method="get"
      action="/courses"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto_auto]"
      role="search"
      data-testid="catalogue-filters"
      {...loadingTrigger}
    >
      <label className="sr-only" htmlFor="search">
        Search courses
      </label>
      <input
        id="search"
        name="search"
        type="search"
        maxLength={MAX_SEARCH}
        defaultValue={search}
        placeholder="Search by title, instructor or topic"
        className={inputClass}
      />
      <FilterSelect id="level" label="Level" value={level} allLabel="All Levels" options={levels} />
      <FilterSelect id="category" label="Subject" value={category} allLabel="All Subjects" options={categories} />
      <label className="sr-only" htmlFor="sort">
        Sort by
      </label>
      <AutoSubmitSelect id="sort" name="sort" defaultValue={sort} className={inputClass}>
        {CATALOGUE_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </AutoSubmitSelect>
      <button type="submit" className={primaryButtonClass}>
        Search
      </button>
    </form>
  );
}

/** A labelled filter: every value it can take, after an "all" choice (the empty value). */
function FilterSelect({
  id,
  label,
  value,
  allLabel,
  options,
}: {
  id: string;
  label: string;
  value?: string;
  allLabel: string;
  options: string[];
}) {
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <AutoSubmitSelect id={id} name={id} defaultValue={value} className={inputClass}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </AutoSubmitSelect>
    </>
  );
}
