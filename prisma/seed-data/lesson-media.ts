// Where each seeded lesson's demo video lives: one short file per lesson, made by
// scripts/generate-lesson-media.ts with the lesson's title on screen and in its metadata.
import path from "node:path";

export const LESSON_MEDIA_PREFIX = "samples/lessons/";

/** Storage key of lesson `number` (1-based, counted across the course's sections) of a course. */
export const lessonMediaKey = (courseSlug: string, number: number) =>
  `${LESSON_MEDIA_PREFIX}${courseSlug}-${String(number).padStart(2, "0")}.mp4`;

/** Frame size of every lesson file: they are the data-lite rung of their lesson. */
export const LESSON_MEDIA_SIZE = { width: 320, height: 180 } as const;

/** The bundled file behind a storage key under samples/. */
export const sampleMediaPath = (key: string) => path.resolve(import.meta.dirname, "../../media", key);
