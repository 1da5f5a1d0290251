import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { authoredQuestionSchema } from "@/lib/api/responses/quizzes";
import { IMPORT_MAX_BYTES, importSchema } from "@/lib/validation/quiz-authoring";

export const POST = endpoint({
  method: "POST",
  path: "/api/quizzes/{id}/import",
  auth: "tutor",
  tag: "Quizzes",
  summary: "Import questions from CSV or Aiken (errors listed by line)",
  description: 'Any error in the file imports nothing and answers 400 with each line\'s errors under errors["line N"].',
  body: importSchema,
  // The file's text may reach 1 MB; JSON escaping can grow it up to six-fold (\uXXXX), and
  // importSchema then holds the text itself to 1 MB.
  maxBodyBytes: 6 * IMPORT_MAX_BYTES + 4096,
  responses: {
    200: z.object({ message: z.string(), imported: z.number().int(), questions: z.array(authoredQuestionSchema) }),
  },
  errors: ["not_found"],
});
