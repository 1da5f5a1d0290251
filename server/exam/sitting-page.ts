import "server-only";
import { AppError } from "../errors";
import { log } from "../log";
import { getSitting, type SittingPayload } from "./sitting-view";

/** The open sitting as the sitting page's document carries it, with when the server drew it. */
export type SittingDocument = { sitting: SittingPayload; rendered_at: number };

/**
 * The sitting for its page's document (app/exams/sittings/[id]/page.tsx): the same read as GET
 * /api/sittings/{id}. Null when the page should leave it to the phone: a sitting that is not the
 * student's or is over (the screen asks the API, which says why, and goes to the result), or a
 * read that failed (the phone's copy, when it has one, answers instead of an error page).
 */
export async function sittingForPage(studentId: string, sittingId: string): Promise<SittingDocument | null> {
  // When the read began: a save committed after it may be missing from the document, and the
  // phone, which saw that save answered later (saved_at), keeps its own answers over it.
  const renderedAt = Date.now();
  try {
    const sitting = await getSitting(studentId, sittingId);
    return sitting.submitted_at ? null : { sitting, rendered_at: renderedAt };
  } catch (error) {
    if (!(error instanceof AppError)) log.warn("sitting page: read failed", { err: error, sittingId });
    return null;
  }
}
