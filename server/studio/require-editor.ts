import "server-only";
import { notFound } from "next/navigation";
import type { SessionUser } from "../auth/session";
import { isEditor } from "../auth/editor";
import { requireTutor } from "./require-tutor";

/** The signed-in editor of an editorial page; a tutor who is not one sees a 404 (the area is not theirs). */
export async function requireEditor(path: string): Promise<SessionUser> {
  const user = await requireTutor(path);
  if (!(await isEditor(user.id))) notFound();
  return user;
}
