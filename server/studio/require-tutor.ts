import "server-only";
import { redirect } from "next/navigation";
import { getCurrentUser } from "../auth/current-user";
import type { SessionUser } from "../auth/session";

/**
 * The signed-in tutor of a studio page. Signed out: to /signin, back here after. A student:
 * to their dashboard (the studio's data is the tutor's own; nothing here is for students).
 */
export async function requireTutor(path: string): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) redirect(`/signin?next=${encodeURIComponent(path)}`);
  if (user.role !== "tutor") redirect("/dashboard");
  return user;
}
