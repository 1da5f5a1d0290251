import { BANK_IMPORT_MAX_BYTES, bankImportSchema } from "@/lib/validation/bank";
import { importBankQuestions } from "@/server/bank/import";
import { json, route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";

// The file's text may reach 1 MB; JSON escaping can grow it up to six-fold (\uXXXX), and
// bankImportSchema then holds the text itself to 1 MB.
const MAX_BODY_BYTES = 6 * BANK_IMPORT_MAX_BYTES + 4096;

// POST /api/bank/imports – CSV, Aiken or JSON into the tutor's bank: a preview, or all or nothing
export const POST = route({ auth: "tutor" }, async ({ req, user }) => {
  const input = await readJson(req, bankImportSchema, { maxBytes: MAX_BODY_BYTES });
  const result = await importBankQuestions(user.id, input);
  if (result.preview)
    return { message: `${result.questions} question${result.questions === 1 ? "" : "s"} would be imported`, ...result };
  return json(
    { message: `${result.imported} question${result.imported === 1 ? "" : "s"} imported`, ...result },
    { status: 201 },
  );
});
