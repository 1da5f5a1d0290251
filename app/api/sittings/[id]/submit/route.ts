import { submitSitting } from "@/server/exam/submit-sitting";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// POST /api/sittings/{id}/submit – score the paper on the server; a second submit answers the same result
export const POST = route(endpoints.POST, async ({ params, user }) => ({
  result: await submitSitting(user.id, params.id),
}));
