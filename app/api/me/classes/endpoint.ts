import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { joinedClassSchema } from "@/lib/api/responses/schools";

export const GET = endpoint({
  method: "GET",
  path: "/api/me/classes",
  auth: "student",
  tag: "Schools",
  summary: "The classes the student is in",
  responses: {
    200: z.object({ classes: z.array(joinedClassSchema.extend({ joined_at: z.string().describe("ISO 8601 time") })) }),
  },
});
