import { CsvError, parse } from "csv-parse/sync";
import type { ImportError } from "./import-result";

/** One CSV record: its fields, trimmed, and the physical line it starts on. */
export type CsvRecord = { line: number; fields: string[] };
/** `stoppedAt`: the line of the first record past the limit, when there is one. */
export type CsvReadout = { records: CsvRecord[]; errors: ImportError[]; stoppedAt?: number };

const MESSAGES: Partial<Record<CsvError["code"], string>> = {
  INVALID_OPENING_QUOTE: 'A field with a double quote in it must be quoted, with the quote doubled: "He said ""yes"""',
  CSV_INVALID_CLOSING_QUOTE: 'Unexpected text after a closing double quote: a quote inside a quoted field must be doubled ("")',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'Unexpected text after a closing double quote: a quote inside a quoted field must be doubled ("")',
  CSV_QUOTE_NOT_CLOSED: "A quoted field is never closed: a closing double quote is missing",
};

const messageOf = (err: CsvError) => MESSAGES[err.code] ?? `This line is not valid CSV: ${err.message}`;

/** Byte offset of the start of each line of UTF-8 `bytes` (lines split on \n). */
function lineStarts(bytes: Buffer): number[] {
  const starts = [0];
  for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) starts.push(i + 1);
  return starts;
}

class LimitReached {
  constructor(readonly line: number) {}
}

/**
 * Reads RFC 4180 text with csv-parse: a BOM is dropped, line breaks may be \n, \r\n or \r
 * (inside quotes they become \n), spaces around fields and around quotes are ignored, and
 * blank records are left out. A malformed record is reported at its first line and
 * reading goes on from the line after the fault, so one stray quote does not hide the
 * rest of the file; a quote never closed ends it. Reading stops at the record, good or
 * malformed, that would go past `limit`.
 */
export function readCsvRecords(text: string, limit: number): CsvReadout {
  // Each resumed read starts at a byte offset of one buffer (no copy), so a file of
  // faulty lines is read once, not once per fault.
  const bytes = Buffer.from(text.replace(/\r\n?/g, "\n"), "utf8");
  const starts = lineStarts(bytes);
  const records: CsvRecord[] = [];
  const errors: ImportError[] = [];
  const reached = () => records.length + errors.length >= limit;
  let fromLine = 1;
  while (fromLine <= starts.length) {
    // Blank lines are records too, so a record's first line is the one after the last one's end.
    let lastLine = fromLine - 1;
    try {
      parse(bytes.subarray(starts[fromLine - 1]), {
        bom: fromLine === 1,
        trim: true,
        relax_column_count: true,
        on_record: (raw: string[], info) => {
          const line = lastLine + 1;
          lastLine = fromLine - 1 + info.lines;
          const fields = raw.map((field) => field.trim());
          if (fields.every((field) => field === "")) return null;
          if (reached()) throw new LimitReached(line);
          records.push({ line, fields });
          return null;
        },
      });
      break;
    } catch (err) {
      if (err instanceof LimitReached) return { records, errors, stoppedAt: err.line };
      if (!(err instanceof CsvError)) throw err;
      const line = lastLine + 1;
      if (reached()) return { records, errors, stoppedAt: line };
      errors.push({ line, message: messageOf(err) });
      if (err.code === "CSV_QUOTE_NOT_CLOSED" || typeof err.lines !== "number") break;
      fromLine += err.lines;
    }
  }
  return { records, errors };
}
