import "server-only";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/server/auth/current-user";
import { AppError } from "@/server/errors";
import { getSitting, type SittingPayload } from "@/server/exam/sitting-view";
import type { SittingResult } from "@/server/exam/submit-sitting";
import { log } from "@/server/log";

export type Submitted = { studentId: string; sitting: SittingPayload; result: SittingResult };

/**
 * The signed-in student's own submitted sitting, for its result and review pages. Someone else's
 * sitting (or none) is "missing", which the page draws as its 404; one still open goes back to
 * the sitting screen. Reading it finishes
 * a sitting left open past its time, as the API does, so an expired one shows its result.
 */
export async function loadSubmittedSitting(id: string): Promise<Submitted | "signed-out" | "missing" | "failed"> {
  const user = await getCurrentUser();
  if (!user) return "signed-out";
  if (user.role !== "student") return "missing";
  let sitting: SittingPayload;
  try {
    sitting = await getSitting(user.id, id);
  } catch (err) {
    if (err instanceof AppError && err.code === "not_found") return "missing";
    log.error("a sitting could not be read for its result", { err, sittingId: id });
    return "failed";
  }
  // Outside the try: redirect() works by throwing.
  if (!sitting.submitted_at || !sitting.result) redirect(`/exams/sittings/${encodeURIComponent(id)}`);
  return { studentId: user.id, sitting, result: sitting.result };
}
