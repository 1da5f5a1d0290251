import "server-only";
import { db } from "../db";

// Where a lesson's transcoding joins the queue: behind every tutor's lessons that have fewer
// of their tutor's uploads ahead of them. A tutor's n-th lesson in processing is queued with
// every other tutor's n-th, so one tutor's twenty uploads take turns with the others' one each
// instead of holding them all behind (pg-boss runs the highest priority first, then the oldest).

/** pg-boss priorities are integers; past this many, a tutor's further uploads simply wait last. */
const DEEPEST_TURN = 1_000;

export async function transcodePriority(lessonId: string, tutorId: string): Promise<number> {
  const ahead = await db.lesson.count({ where: { mediaState: "processing", id: { not: lessonId }, course: { ownerId: tutorId } } });
  return -Math.min(ahead, DEEPEST_TURN);
}
