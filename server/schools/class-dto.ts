import "server-only";
import { env } from "../env";

// A class as the teacher's screens and GET /api/classes answer it (docs/contract.md, "Schools").

export type ClassRow = { id: string; name: string; joinCode: string; archivedAt: Date | null; createdAt: Date };

/** The link a student opens to join: the app's own address, so a lab's LAN address in lab mode. */
export function joinUrl(code: string): string {
  return `${env.APP_URL.replace(/\/+$/, "")}/join/${code}`;
}

export function toClassDto(row: ClassRow, students: number) {
  return {
    id: row.id,
    name: row.name,
    join_code: row.joinCode,
    join_url: joinUrl(row.joinCode),
    students,
    archived: row.archivedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
export type ClassDto = ReturnType<typeof toClassDto>;

export const studentName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
