import "server-only";
import { db } from "../db";
import { forbidden } from "../errors";

// Editors of the platform pool (docs/question-bank.md "Editorial review"): verified tutors an
// operator appointed (npm run editors). The flag is read from the database on every call, not
// from the session, so removing an editor takes effect on their next request.

/** Whether the user is a verified tutor appointed editor. */
export async function isEditor(userId: string): Promise<boolean> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { role: true, isEditor: true, emailVerifiedAt: true },
  });
  return user !== null && user.role === "tutor" && user.isEditor && user.emailVerifiedAt !== null;
}

/** 403 unless the user is an editor. */
export async function assertEditor(userId: string): Promise<void> {
  if (!(await isEditor(userId))) throw forbidden("Only editors can do this");
}
