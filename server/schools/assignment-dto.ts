import "server-only";

// An assignment as the contract answers it (docs/contract.md, "Schools").

export type AssignmentRow = {
  id: string;
  paperId: string;
  mode: "exam" | "practice";
  title: string;
  subjects: string[];
  topicId: string | null;
  opensAt: Date;
  closesAt: Date;
};

export function toAssignmentDto(row: AssignmentRow) {
  return {
    id: row.id,
    paper_id: row.paperId,
    mode: row.mode,
    opens_at: row.opensAt.toISOString(),
    closes_at: row.closesAt.toISOString(),
    title: row.title,
    subjects: row.subjects,
    topic_id: row.topicId,
  };
}
