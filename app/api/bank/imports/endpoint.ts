import { endpoint } from "@/lib/api/endpoint";
import { bankImportResultSchema } from "@/lib/api/responses/bank";
import { BANK_IMPORT_MAX_BYTES, bankImportSchema } from "@/lib/validation/bank";

export const POST = endpoint({
  method: "POST",
  path: "/api/bank/imports",
  auth: "tutor",
  tag: "Question bank",
  summary: "Import CSV, Aiken or JSON: preview writes nothing; otherwise all or nothing; errors name their line",
  body: bankImportSchema,
  // The file's text may reach 1 MB; JSON escaping can grow it up to six-fold (\uXXXX), and
  // bankImportSchema then holds the text itself to 1 MB.
  maxBodyBytes: 6 * BANK_IMPORT_MAX_BYTES + 4096,
  responses: {
    200: { description: "A preview: what would be imported (nothing is written)", schema: bankImportResultSchema },
    201: { description: "Imported", schema: bankImportResultSchema },
  },
});
