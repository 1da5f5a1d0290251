import { getSitting } from "@/server/exam/sitting-view";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// GET /api/sittings/{id} – the student's sitting: questions, saved answers and flags, the result once over
export const GET = route(endpoints.GET, async ({ params, user }) => ({
  sitting: await getSitting(user.id, params.id),
}));
