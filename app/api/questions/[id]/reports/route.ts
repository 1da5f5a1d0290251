import { reportCreateSchema } from "@/lib/validation/bank";
import { reportQuestion } from "@/server/bank/reports";
import { json, route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";

// POST /api/questions/{id}/reports – a student flags a question they were shown; again → 200 with the same report
export const POST = route<{ id: string }, "student">({ auth: "student" }, async ({ req, params, user }) => {
  const input = await readJson(req, reportCreateSchema);
  const { report, created } = await reportQuestion(user.id, params.id, input);
  return json(
    { message: created ? "Thank you: the author will look at it" : "You have already reported this question", report },
    { status: created ? 201 : 200 },
  );
});
