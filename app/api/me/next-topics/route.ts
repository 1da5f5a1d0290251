import { nextTopicsQuerySchema } from "@/lib/validation/study-next";
import { readQuery } from "@/server/http/read-input";
import { route } from "@/server/http/route";
import { nextTopics } from "@/server/study/next-topic";

// GET /api/me/next-topics?paper=utme – the student's topics with the highest yield in the paper, with lessons and a drill
export const GET = route({ auth: "student" }, async ({ req, user }) => {
  const { paper, limit } = readQuery(req, nextTopicsQuerySchema);
  return nextTopics(user.id, paper, new Date(), limit);
});
