// Where the browser keeps lesson progress (lib/progress-sync.ts); lib/private-data.ts forgets them.
export const QUEUE_KEY = "progress-queue";
export const cacheKey = (courseId: string) => `progress:${courseId}`;
