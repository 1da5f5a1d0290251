import { topicTree } from "@/server/bank/topics";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// GET /api/bank/topics?subject=… – the subject's topic tree (public)
export const GET = route(endpoints.GET, async ({ query }) => topicTree(query.subject));
