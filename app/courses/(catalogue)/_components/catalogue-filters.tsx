import { AutoSubmitSelect } from "@/components/ui/auto-submit-select";
import { inputClass, primaryButtonClass } from "@/components/ui/styles";
import { CATALOGUE_SORTS, SORT_LABELS, type CatalogueSort } from "@/lib/catalogue-options";

// A GET form: the filters live in the URL, so a filtered list can be shared and Back works,
// and it works before (or without) JavaScript. Changing a select submits at once.
export function CatalogueFilters({
  search,
  level,
  category,
  sort,
  levels,
  categories,
}: {
  search: string;
  level: string;
  category: string;
  sort: CatalogueSort;
  levels: string[];
  categories: string[];
}) {
  return (
    <form method="get" action="/courses" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto_auto]" role="search" data-testid="catalogue-filters">
      <label className="sr-only" htmlFor="search">
        Search courses
      </label>
      <input id="search" name="search" type="search" defaultValue={search} placeholder="Search by title, instructor or topic" className={inputClass} />
      <label className="sr-only" htmlFor="level">
        Level
      </label>
      <AutoSubmitSelect id="level" name="level" defaultValue={level} className={inputClass}>
        <option value="">All Levels</option>
        {levels.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </AutoSubmitSelect>
      <label className="sr-only" htmlFor="category">
        Subject
      </label>
      <AutoSubmitSelect id="category" name="category" defaultValue={category} className={inputClass}>
        <option value="">All Subjects</option>
        {categories.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </AutoSubmitSelect>
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
