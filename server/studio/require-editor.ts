import "server-only";
import type { SessionUser } from "../auth/session";
import { isEditor } from "../auth/editor";
import { requireTutor } from "./require-tutor";

/** The signed-in editor of an editorial page; null for a tutor who is not one, whom the page shows its 404 (the area is not theirs). */
export async function requireEditor(path: string): Promise<SessionUser | null> {
  const user = await requireTutor(path);
  return (await isEditor(user.id)) ? user : null;
}
