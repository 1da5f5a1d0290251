import { checkAnswerSchema } from "@/lib/validation/sittings";
import { checkSittingAnswer } from "@/server/exam/sitting-answers";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";

// POST /api/sittings/{id}/check – practice mode: is this answer right, and why; 403 in exam mode
export const POST = route<{ id: string }, "student">({ auth: "student" }, async ({ req, params, user }) =>
  checkSittingAnswer(user.id, params.id, await readJson(req, checkAnswerSchema)),
);
