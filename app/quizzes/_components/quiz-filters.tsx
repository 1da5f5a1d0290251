"use client";

import Form from "next/form";
import { inputClass, primaryButtonClass } from "@/components/ui/styles";

// Filters in the URL (a GET form), like the catalogue: shareable, Back works, no JS needed.
export function QuizFilters({ search, category, difficulty, type, categories }: { search: string; category: string; difficulty: string; type: string; categories: string[] }) {
  const submit = (e: React.ChangeEvent<HTMLSelectElement>) => e.currentTarget.form?.requestSubmit();
  return (
    <Form action="/quizzes" role="search" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto_auto]" data-testid="quiz-filters">
      <label className="sr-only" htmlFor="quiz-search">Search quizzes</label>
      <input id="quiz-search" name="search" type="search" defaultValue={search} placeholder="Search quizzes" className={inputClass} />
      <label className="sr-only" htmlFor="quiz-category">Category</label>
      <select id="quiz-category" name="category" defaultValue={category} onChange={submit} className={inputClass}>
        <option value="">All Categories</option>
        {categories.map((c) => <option key={c} value={c}>{c}</option>)}
      </select>
      <label className="sr-only" htmlFor="quiz-difficulty">Difficulty</label>
      <select id="quiz-difficulty" name="difficulty" defaultValue={difficulty} onChange={submit} className={inputClass}>
        <option value="">All Difficulties</option>
        <option value="easy">Easy</option>
        <option value="medium">Medium</option>
        <option value="hard">Hard</option>
      </select>
      <label className="sr-only" htmlFor="quiz-type">Type</label>
      <select id="quiz-type" name="type" defaultValue={type} onChange={submit} className={inputClass}>
        <option value="">All Types</option>
        <option value="general">General</option>
        <option value="course">Course</option>
      </select>
      <button type="submit" className={primaryButtonClass}>Search</button>
    </Form>
  );
}
