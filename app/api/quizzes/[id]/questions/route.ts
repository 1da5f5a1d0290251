import { route } from "@/server/http/route";
import { addQuestion } from "@/server/quizzes/authoring/add-question";
import { listQuestions } from "@/server/quizzes/authoring/list-questions";
import * as endpoints from "./endpoint";

// GET /api/quizzes/{id}/questions – the owner tutor reads the questions with their answer key
export const GET = route(endpoints.GET, async ({ params, user }) => ({
  questions: await listQuestions(params.id, user.id),
}));

// POST /api/quizzes/{id}/questions – the owner tutor appends a question
export const POST = route(endpoints.POST, async ({ body, params, user }) => ({
  message: "Question added",
  question: await addQuestion(params.id, user.id, body),
}));
