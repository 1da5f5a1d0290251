import "server-only";
import { notFound } from "../errors";
import { attemptById } from "./attempt-reads";

/** The student's attempt at the quiz; 404 when it is someone else's or another quiz's. */
export async function ownAttempt(studentId: string, quizId: string, attemptId: string) {
  const attempt = await attemptById(attemptId);
  if (!attempt || attempt.studentId !== studentId || attempt.quizId !== quizId) throw notFound("Attempt");
  return attempt;
}
