import { route } from "@/server/http/route";
import { importQuestions } from "@/server/quizzes/authoring/import-questions";
import * as endpoints from "./endpoint";

// POST /api/quizzes/{id}/import – the owner tutor appends questions from CSV or Aiken text; any error imports nothing
export const POST = route(endpoints.POST, async ({ body, params, user }) => {
  const { imported, questions } = await importQuestions(params.id, user.id, body);
  return { message: `${imported} question${imported === 1 ? "" : "s"} imported`, imported, questions };
});
