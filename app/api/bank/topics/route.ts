import { topicsQuerySchema } from "@/lib/validation/bank";
import { topicTree } from "@/server/bank/topics";
import { route } from "@/server/http/route";
import { readQuery } from "@/server/http/read-input";

// GET /api/bank/topics?subject=… – the subject's topic tree (public)
export const GET = route(async ({ req }) => topicTree(readQuery(req, topicsQuerySchema).subject));
