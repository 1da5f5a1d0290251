import { listVersions } from "@/server/bank/read-questions";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// GET /api/bank/questions/{id}/versions – every version of the tutor's question, newest first
export const GET = route(endpoints.GET, async ({ params, user }) => ({
  versions: await listVersions(user.id, params.id),
}));
