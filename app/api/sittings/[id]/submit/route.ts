import { submitSitting } from "@/server/exam/submit-sitting";
import { route } from "@/server/http/route";

// POST /api/sittings/{id}/submit – score the paper on the server; a second submit answers the same result
export const POST = route<{ id: string }, "student">({ auth: "student" }, async ({ params, user }) => ({
  result: await submitSitting(user.id, params.id),
}));
