import type { BankImportDefaults, BankImportFormat } from "../validation/bank";
import { parseBankAiken } from "./aiken";
import { parseBankCsv } from "./csv";
import type { BankImportResult } from "./import-result";
import { parseBankJson } from "./json";

/** Reads an import file of any of the formats (pure: the topics and images are checked by the server). */
export function parseBankImport(
  format: BankImportFormat,
  text: string,
  defaults: BankImportDefaults = {},
  subject?: string,
): BankImportResult {
  if (format === "csv") return parseBankCsv(text, defaults);
  if (format === "aiken") return parseBankAiken(text, defaults);
  return parseBankJson(text, defaults, subject);
}
