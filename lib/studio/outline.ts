// The course outline as the studio's screens hold it, shared by the server that reads it
// (server/studio/course-outline.ts) and the editor that changes it.

export const LESSON_MEDIA_STATES = ["awaiting_upload", "processing", "ready", "failed"] as const;
/** Where an uploaded lesson stands; null for a lesson given by URL or key (no pipeline). */
export type LessonMediaState = (typeof LESSON_MEDIA_STATES)[number];

export type StudioLesson = {
  id: string;
  title: string;
  description: string;
  preview: boolean;
  duration_seconds: number;
  media_state: LessonMediaState | null;
  /** Whether the lesson has something to play (an uploaded file or an address). */
  has_video: boolean;
};

export type StudioSection = { id: string; title: string; lessons: StudioLesson[] };

/** The list with the item at `from` moved to `to` (both in range), as a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = items.slice();
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}
