import "server-only";
import type { SubjectRequestInput } from "@/lib/validation/subject-requests";
import { db } from "../db";

// "Request a subject": students (signed in or not) ask for a subject we do not teach yet;
// operators read the requests with `npm run subject-requests`.

type Row = {
  id: string;
  subject: string;
  exam: string;
  note: string | null;
  requesterId: string | null;
  createdAt: Date;
};

function toSubjectRequestDto(r: Row) {
  return {
    id: r.id,
    subject: r.subject,
    exam: r.exam,
    note: r.note,
    requester_id: r.requesterId,
    created_at: r.createdAt.toISOString(),
  };
}

export async function createSubjectRequest(input: SubjectRequestInput, requesterId: string | null) {
  const row = await db.subjectRequest.create({
    data: { subject: input.subject, exam: input.exam, note: input.note, requesterId },
  });
  return toSubjectRequestDto(row);
}

/** The latest requests, newest first, with the requester's e-mail when they were signed in. */
export async function listLatestSubjectRequests(limit = 50) {
  const rows = await db.subjectRequest.findMany({
    orderBy: { createdAt: "desc" },
    take: Math.min(Math.max(1, limit), 500),
    include: { requester: { select: { email: true } } },
  });
  return rows.map((r) => ({ ...toSubjectRequestDto(r), requester_email: r.requester?.email ?? null }));
}
