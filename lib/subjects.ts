// The twelve subjects of the landing page grid (docs/product-spec.md part 2), in its order.
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
] as const;

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
