import "server-only";
import { csvField } from "@/lib/csv-cell";
import type { AssignmentResults } from "./assignment-results";

/** The class results as CSV, one row per student: name, whether submitted, total, max, then each subject's score. */
export function resultsCsv(results: AssignmentResults): string {
  const subjects = [...new Set(results.students.flatMap((s) => s.subjects.map((x) => x.subject)))];
  const header = ["student", "submitted", "total", "max", ...subjects];
  const rows = results.students.map((s) => {
    const bySubject = new Map(s.subjects.map((x) => [x.subject, x.score]));
    return [
      s.name,
      s.submitted ? "yes" : "no",
      s.total ?? "",
      s.max ?? "",
      ...subjects.map((subject) => bySubject.get(subject) ?? ""),
    ];
  });
  return [header, ...rows].map((row) => row.map((cell) => csvField(String(cell))).join(",")).join("\r\n") + "\r\n";
}
