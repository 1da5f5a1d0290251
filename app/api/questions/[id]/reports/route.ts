import { reportQuestion } from "@/server/bank/reports";
import { json, route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// POST /api/questions/{id}/reports – a student flags a question they were shown (pool questions reach the editors); again → 200 with the same report
export const POST = route(endpoints.POST, async ({ body, params, user }) => {
  const { report, created, reader } = await reportQuestion(user.id, params.id, body);
  const thanks =
    reader === "editor" ? "Thank you: an editor will look at it" : "Thank you: the question's author will look at it";
  return json(
    { message: created ? thanks : "You have already reported this question", report },
    { status: created ? 201 : 200 },
  );
});
