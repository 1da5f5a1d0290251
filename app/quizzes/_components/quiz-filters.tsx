import { AutoSubmitSelect } from "@/components/ui/auto-submit-select";
import { inputClass, primaryButtonClass } from "@/components/ui/styles";

// Filters in the URL (a GET form), like the catalogue: shareable, Back works, no JS needed.
export function QuizFilters({
  loadingTrigger,
  search,
  category,
  difficulty,
  type,
  categories,
}: {
  /** Marks the results as loading while the filtered list is fetched (lib/web/page-enhancements.ts). */
  loadingTrigger: Record<string, string>;
  search: string;
  category: string;
  difficulty: string;
  type: string;
  categories: string[];
}) {
  return (
    <form
      method="get"
      action="/quizzes"
      role="search"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto_auto]"
      data-testid="quiz-filters"
      {...loadingTrigger}
    >
      <label className="sr-only" htmlFor="quiz-search">
        Search quizzes
      </label>
      <input
        id="quiz-search"
        name="search"
        type="search"
        defaultValue={search}
        placeholder="Search quizzes"
        className={inputClass}
      />
      <label className="sr-only" htmlFor="quiz-category">
        Category
      </label>
      <AutoSubmitSelect id="quiz-category" name="category" defaultValue={category} className={inputClass}>
        <option value="">All Categories</option>
        {categories.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </AutoSubmitSelect>
      <label className="sr-only" htmlFor="quiz-difficulty">
        Difficulty
      </label>
      <AutoSubmitSelect id="quiz-difficulty" name="difficulty" defaultValue={difficulty} className={inputClass}>
        <option value="">All Difficulties</option>
        <option value="easy">Easy</option>
        <option value="medium">Medium</option>
        <option value="hard">Hard</option>
      </AutoSubmitSelect>
      <label className="sr-only" htmlFor="quiz-type">
        Type
      </label>
      <AutoSubmitSelect id="quiz-type" name="type" defaultValue={type} className={inputClass}>
        <option value="">All Types</option>
        <option value="general">General</option>
        <option value="course">Course</option>
      </AutoSubmitSelect>
      <button type="submit" className={primaryButtonClass}>
        Search
      </button>
    </form>
  );
}
