import { listVersions } from "@/server/bank/read-questions";
import { route } from "@/server/http/route";

// GET /api/bank/questions/{id}/versions – every version of the tutor's question, newest first
export const GET = route<{ id: string }, "tutor">({ auth: "tutor" }, async ({ params, user }) => ({
  versions: await listVersions(user.id, params.id),
}));
