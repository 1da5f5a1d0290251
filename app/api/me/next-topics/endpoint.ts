import { endpoint } from "@/lib/api/endpoint";
import { nextTopicsSchema } from "@/lib/api/responses/study";
import { nextTopicsQuerySchema } from "@/lib/validation/study-next";

export const GET = endpoint({
  method: "GET",
  path: "/api/me/next-topics",
  auth: "student",
  tag: "Study",
  summary:
    "The student's topics with the highest yield in a paper (default utme): the topic's marks in the paper's draw × the gap to mastery, ties to fewer answers, each with the lessons tagged with it and its drill",
  description: "An unknown paper is 404.",
  query: nextTopicsQuerySchema,
  responses: { 200: nextTopicsSchema },
  errors: ["not_found"],
});
