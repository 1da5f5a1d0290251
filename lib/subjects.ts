// Every subject the platform teaches and examines: the twelve of the landing page's grid
// (docs/product-spec.md part 2) in its order, then the other UTME electives the bank holds.
export const SUBJECTS = [
  "Mathematics",
  "English",
  "Physics",
  "Chemistry",
  "Biology",
  "Government",
  "Economics",
  "Literature",
  "Geography",
  "Computer Science",
  "Accounting",
  "Commerce",
  "Christian Religious Studies",
  "Islamic Religious Studies",
  "Agricultural Science",
  "History",
] as const;

/** The landing page's grid: the first twelve. */
export const GRID_SUBJECTS = SUBJECTS.slice(0, 12);

export type Subject = (typeof SUBJECTS)[number];

export function subjectSlug(subject: string): string {
  return subject
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const PLACEHOLDER_THUMBNAIL = "/thumbnails/placeholder.svg";

/** The box behind a course image, in the placeholder's colours: what shows while it loads or if it fails. */
export const THUMBNAIL_PLACEHOLDER_CLASSES = "bg-slate-500 bg-linear-to-br from-slate-600 to-slate-400";
