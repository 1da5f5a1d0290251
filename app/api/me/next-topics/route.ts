import { route } from "@/server/http/route";
import { nextTopics } from "@/server/study/next-topic";
import * as endpoints from "./endpoint";

// GET /api/me/next-topics?paper=utme – the student's topics with the highest yield in the paper, with lessons and a drill
export const GET = route(endpoints.GET, async ({ query, user }) =>
  nextTopics(user.id, query.paper, new Date(), query.limit),
);
