import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { topicMasterySchema } from "@/lib/api/responses/study";
import { masteryQuerySchema } from "@/lib/validation/mastery";

export const GET = endpoint({
  method: "GET",
  path: "/api/me/mastery",
  auth: "student",
  tag: "Study",
  summary:
    "The student's level on every leaf topic, in syllabus order, for the subjects they have answered in, one ?subject=, or ?all=true",
  query: masteryQuerySchema,
  responses: {
    200: z.object({ subjects: z.array(z.object({ subject: z.string(), topics: z.array(topicMasterySchema) })) }),
  },
});
