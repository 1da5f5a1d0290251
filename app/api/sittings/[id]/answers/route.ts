import { saveSittingAnswersSchema } from "@/lib/validation/sittings";
import { saveSittingAnswers } from "@/server/exam/sitting-answers";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";

// PUT /api/sittings/{id}/answers – save answers, flags and time per subject; 409 after the deadline and grace
export const PUT = route<{ id: string }, "student">({ auth: "student" }, async ({ req, params, user }) =>
  saveSittingAnswers(user.id, params.id, await readJson(req, saveSittingAnswersSchema)),
);
