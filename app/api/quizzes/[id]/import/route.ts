import { IMPORT_MAX_BYTES, importSchema } from "@/lib/validation/quiz-authoring";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { importQuestions } from "@/server/quizzes/authoring";

type Params = { id: string };

// The file's text may reach 1 MB, past readJson's usual limit; JSON escaping can grow it up to
// six-fold (\uXXXX), and importSchema then holds the text itself to 1 MB.
const MAX_BODY_BYTES = 6 * IMPORT_MAX_BYTES + 4096;

// POST /api/quizzes/{id}/import – the owner tutor appends questions from CSV or Aiken text; any error imports nothing
export const POST = route<Params, "tutor">({ auth: "tutor" }, async ({ req, params, user }) => {
  const input = await readJson(req, importSchema, { maxBytes: MAX_BODY_BYTES });
  const { imported, questions } = await importQuestions(params.id, user.id, input);
  return { message: `${imported} question${imported === 1 ? "" : "s"} imported`, imported, questions };
});
