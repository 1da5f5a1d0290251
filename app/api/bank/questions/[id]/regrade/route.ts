import { regradeSchema } from "@/lib/validation/bank";
import { regradeQuestion } from "@/server/bank/regrade";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";

// POST /api/bank/questions/{id}/regrade – rescore sittings shown an older version under the current key
export const POST = route<{ id: string }, "tutor">({ auth: "tutor" }, async ({ req, params, user }) => {
  const input = await readJson(req, regradeSchema);
  return regradeQuestion(user.id, params.id, input.dry_run);
});
