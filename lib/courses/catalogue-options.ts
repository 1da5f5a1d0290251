// Catalogue constants the filter form needs in the browser: no zod here.

export const COURSE_LEVELS = ["Beginner", "Intermediate", "Advanced"] as const;
export const EXAM_BODIES = ["WAEC", "JAMB", "NECO"] as const;
export const CATALOGUE_SORTS = ["name", "price-low", "price-high", "rating", "students"] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** Default filter options of docs/product-spec.md part 9, used when there are no courses to build them from. */
export const DEFAULT_LEVEL_OPTIONS = ["Beginner", "Intermediate", "Advanced"] as const;
export const DEFAULT_SUBJECT_OPTIONS = [
  "Mathematics",
  "English",
  "Physics",
  "Chemistry",
  "Biology",
  "Economics",
] as const;

export const SORT_LABELS: Record<CatalogueSort, string> = {
  name: "Name",
  "price-low": "Price: Low to High",
  "price-high": "Price: High to Low",
  rating: "Highest Rated",
  students: "Most Popular",
};

/** The longest catalogue search or filter value. */
export const MAX_SEARCH = 100;
