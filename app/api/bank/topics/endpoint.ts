import { endpoint } from "@/lib/api/endpoint";
import { topicTreeSchema } from "@/lib/api/responses/bank";
import { topicsQuerySchema } from "@/lib/validation/bank";

export const GET = endpoint({
  method: "GET",
  path: "/api/bank/topics",
  auth: "none",
  tag: "Question bank",
  summary: "A subject's topic tree (headings and their sub-headings)",
  query: topicsQuerySchema,
  responses: { 200: topicTreeSchema },
});
