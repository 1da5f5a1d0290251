import { CsvError, parse } from "csv-parse/sync";
import type { ImportError } from "./types";

/** One CSV record: its fields, trimmed, and the physical line it starts on. */
export type CsvRecord = { line: number; fields: string[] };
export type CsvReadout = { records: CsvRecord[]; errors: ImportError[] };

const MESSAGES: Partial<Record<CsvError["code"], string>> = {
  INVALID_OPENING_QUOTE: 'A field with a double quote in it must be quoted, with the quote doubled: "He said ""yes"""',
  CSV_INVALID_CLOSING_QUOTE: 'Unexpected text after a closing double quote: a quote inside a quoted field must be doubled ("")',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'Unexpected text after a closing double quote: a quote inside a quoted field must be doubled ("")',
  CSV_QUOTE_NOT_CLOSED: "A quoted field is never closed: a closing double quote is missing",
};

const messageOf = (err: CsvError) => MESSAGES[err.code] ?? `This line is not valid CSV: ${err.message}`;

/** Offset of the start of each line of `text` (lines split on \n). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

/**
 * Reads RFC 4180 text with csv-parse: a BOM is dropped, line breaks may be \n, \r\n or \r
 * (inside quotes they become \n), spaces around fields and around quotes are ignored.
 * Blank lines come back as records of empty fields, so each record's first line is the one
 * after the previous record's last. A malformed record is reported at its first line and
 * reading goes on from the line after the fault, so one stray quote does not hide the
 * rest of the file; a quote never closed ends it.
 */
export function readCsvRecords(text: string): CsvReadout {
  const source = text.replace(/\r\n?/g, "\n");
  const starts = lineStarts(source);
  const records: CsvRecord[] = [];
  const errors: ImportError[] = [];
  let fromLine = 1;
  while (fromLine <= starts.length) {
    let lastLine = fromLine - 1;
    try {
      parse(source.slice(starts[fromLine - 1]), {
        bom: fromLine === 1,
        trim: true,
        relax_column_count: true,
        on_record: (fields: string[], info) => {
          records.push({ line: lastLine + 1, fields: fields.map((field) => field.trim()) });
          lastLine = fromLine - 1 + info.lines;
          return null;
        },
      });
      break;
    } catch (err) {
      if (!(err instanceof CsvError)) throw err;
      errors.push({ line: lastLine + 1, message: messageOf(err) });
      if (err.code === "CSV_QUOTE_NOT_CLOSED" || typeof err.lines !== "number") break;
      fromLine += err.lines;
    }
  }
  return { records, errors };
}
