import { listForReview } from "@/server/editorial/review-queue";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// GET /api/editorial/questions?status=submitted – the editors' queue, with each question's quality warnings
export const GET = route(endpoints.GET, async ({ query, user }) => listForReview(user.id, query));
