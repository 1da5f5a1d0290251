import { csvField } from "../csv-cell";
import type { BankSource } from "../validation/bank";
import { BANK_CSV_COLUMNS, BANK_OPTION_COLUMNS } from "./csv";

// Export of a tutor's bank questions in the import formats, so a file exported here imports
// back as the same questions. JSON keeps everything (stimuli included); CSV has no place for
// a stimulus, so its questions come without one. CSV cells a spreadsheet would run as a
// formula are neutralised (lib/csv-cell.ts), and the CSV import takes that back off.

export type ExportedQuestion = {
  text: string;
  options: string[];
  answer: string;
  explanation: string;
  topic: string | null;
  difficulty: string;
  exams: string[];
  source: BankSource;
  stimulus: string | null;
  image: string | null;
};
export type ExportedStimulus = { ref: string; kind: string; title: string; content: string; image: string | null };

export function bankJsonFile(subject: string, stimuli: ExportedStimulus[], questions: ExportedQuestion[]): string {
  return `${JSON.stringify({ subject, stimuli, questions }, null, 2)}\n`;
}

const sourceCell = (source: BankSource) => (source === "original" ? "original" : `${source.style} ${source.year}`);

export function bankCsvFile(questions: ExportedQuestion[]): string {
  const rows = questions.map((q) => {
    const cells: Record<(typeof BANK_CSV_COLUMNS)[number], string> = {
      question: q.text,
      ...(Object.fromEntries(BANK_OPTION_COLUMNS.map((column, i) => [column, q.options[i] ?? ""])) as Record<
        (typeof BANK_OPTION_COLUMNS)[number],
        string
      >),
      answer: q.answer,
      explanation: q.explanation,
      topic: q.topic ?? "",
      difficulty: q.difficulty,
      exams: q.exams.join(";"),
      source: sourceCell(q.source),
      image: q.image ?? "",
    };
    return BANK_CSV_COLUMNS.map((column) => csvField(cells[column])).join(",");
  });
  return [BANK_CSV_COLUMNS.join(","), ...rows].join("\r\n") + "\r\n";
}
