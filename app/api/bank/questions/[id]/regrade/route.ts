import { regradeQuestion } from "@/server/bank/regrade";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// POST /api/bank/questions/{id}/regrade – rescore sittings shown an older version under the current key
export const POST = route(endpoints.POST, async ({ body, params, user }) =>
  regradeQuestion(user.id, params.id, body.dry_run),
);
