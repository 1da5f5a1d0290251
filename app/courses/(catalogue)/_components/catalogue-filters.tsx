"use client";

import Form from "next/form";
import { inputClass, primaryButtonClass } from "@/components/ui/styles";
import { CATALOGUE_SORTS, SORT_LABELS, type CatalogueSort } from "@/lib/validation/courses";

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
  const submitOnChange = (e: React.ChangeEvent<HTMLSelectElement>) => e.currentTarget.form?.requestSubmit();
  return (
    <Form action="/courses" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto_auto]" role="search" data-testid="catalogue-filters">
      <label className="sr-only" htmlFor="search">
        Search courses
      </label>
      <input id="search" name="search" type="search" defaultValue={search} placeholder="Search by title, instructor or topic" className={inputClass} />
      <label className="sr-only" htmlFor="level">
        Level
      </label>
      <select id="level" name="level" defaultValue={level} onChange={submitOnChange} className={inputClass}>
        <option value="">All Levels</option>
        {levels.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor="category">
        Subject
      </label>
      <select id="category" name="category" defaultValue={category} onChange={submitOnChange} className={inputClass}>
        <option value="">All Subjects</option>
        {categories.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor="sort">
        Sort by
      </label>
      <select id="sort" name="sort" defaultValue={sort} onChange={submitOnChange} className={inputClass}>
        {CATALOGUE_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
      <button type="submit" className={primaryButtonClass}>
        Search
      </button>
    </Form>
  );
}
