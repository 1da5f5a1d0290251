// The twelve subjects of the landing page grid (spec part 2), in its order.
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
  return subject.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

export const PLACEHOLDER_THUMBNAIL = "/thumbnails/placeholder.svg";
