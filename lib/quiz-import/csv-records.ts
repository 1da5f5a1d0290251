import { CsvError, parse } from "csv-parse/sync";
import type { ImportError } from "./import-result";

/** One CSV record: its fields, trimmed, and the physical line it starts on. */
export type CsvRecord = { line: number; fields: string[] };
/** `stoppedAt`: the line of the first record past the limit, when there is one. */
export type CsvReadout = { records: CsvRecord[]; errors: ImportError[]; stoppedAt?: number };

const MESSAGES: Partial<Record<CsvError["code"], string>> = {
  INVALID_OPENING_QUOTE: 'A field with a double quote in it must be quoted, with the quote doubled: "He said ""yes"""',
  CSV_INVALID_CLOSING_QUOTE:
    'Unexpected text after a closing double quote: a quote inside a quoted field must be doubled ("")',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE:
    'Unexpected text after a closing double quote: a quote inside a quoted field must be doubled ("")',
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

// ---- A table with a header row (shared by the quiz and the question bank's CSV imports) ----

/** What a file's header may and must name. */
export type CsvHeaderSpec = {
  /** Every column the format knows (lower-case, spaces and dashes read as underscores). */
  known: readonly string[];
  required: readonly string[];
  /** Option columns in order: the ones present must run from the first without gaps. */
  optionColumns: readonly string[];
  /** A header row to show in messages. */
  sample: string;
  /** The known columns in words, for the unknown-column message. */
  columnsInWords: string;
};
export type CsvHeader = { columns: string[]; index: Map<string, number> };
/** A header (null when the file cannot be read against it), its rows and every fault found reading them. */
export type CsvTable = { header: CsvHeader | null; rows: CsvRecord[]; errors: ImportError[]; stoppedAt?: number };

export const csvColumnName = (raw: string) => raw.toLowerCase().replace(/[\s-]+/g, "_");

/** The header's problems, and its columns when rows can be read against it. */
export function readCsvHeader(
  record: CsvRecord,
  spec: CsvHeaderSpec,
): { header: CsvHeader | null; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const at = (message: string) => errors.push({ line: record.line, message });
  const known = new Set(spec.known);
  const columns = record.fields.map(csvColumnName);
  if (!columns.some((c) => known.has(c))) {
    at(`The first line must be the header row: ${spec.sample}`);
    return { header: null, errors };
  }
  const index = new Map<string, number>();
  let fatal = false;
  columns.forEach((name, i) => {
    if (name === "") at(`Column ${i + 1} of the header has no name`);
    else if (!known.has(name))
      at(`Unknown column "${record.fields[i]}" in the header: the columns are ${spec.columnsInWords}`);
    else if (index.has(name)) {
      at(`Column "${name}" appears twice in the header`);
      fatal = true;
    } else index.set(name, i);
  });
  for (const name of spec.required) {
    if (!index.has(name)) {
      at(`The header has no "${name}" column`);
      fatal = true;
    }
  }
  const lastOption = spec.optionColumns.findLastIndex((c) => index.has(c));
  for (let k = 0; k < lastOption; k++) {
    if (!index.has(spec.optionColumns[k]!)) {
      at(
        `The header has ${spec.optionColumns[lastOption]} but no ${spec.optionColumns[k]}: option columns must run from ${spec.optionColumns[0]} without gaps`,
      );
      fatal = true;
    }
  }
  return { header: fatal ? null : { columns, index }, errors };
}

/**
 * Reads a CSV file whose first record is a header row, with at most `maxRows` rows after it:
 * an empty file, a fault in the header or a header with no rows are reported here, as is
 * `stoppedAt`, the line of the first row past the limit.
 */
export function readCsvTable(text: string, spec: CsvHeaderSpec, maxRows: number): CsvTable {
  const readout = readCsvRecords(text, 1 + maxRows);
  const errors = [...readout.errors];
  const [first, ...rows] = readout.records;
  // A fault before the first record is in the header itself: nothing after it can be read.
  if (!first || errors.some((e) => e.line < first.line)) {
    if (errors.length === 0)
      errors.push({ line: 1, message: `The file is empty: the first line must be the header row: ${spec.sample}` });
    return { header: null, rows: [], errors };
  }
  const { header, errors: headerErrors } = readCsvHeader(first, spec);
  errors.push(...headerErrors);
  if (header && rows.length === 0 && readout.errors.length === 0)
    errors.push({ line: first.line, message: "The file has a header row but no questions" });
  return { header, rows: header ? rows : [], errors, stoppedAt: readout.stoppedAt };
}

/** A row's cell by column name ("" when the header has no such column). */
export function csvCell(record: CsvRecord, header: CsvHeader, name: string): string {
  const i = header.index.get(name);
  return i === undefined ? "" : (record.fields[i] ?? "");
}

/** A row whose field count differs from the header's. */
export function csvColumnCountProblem(record: CsvRecord, header: CsvHeader): ImportError | null {
  if (record.fields.length === header.columns.length) return null;
  const hint =
    record.fields.length > header.columns.length ? ": put a field that contains a comma in double quotes" : "";
  return {
    line: record.line,
    message: `Expected ${header.columns.length} columns but found ${record.fields.length}${hint}`,
  };
}
