import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { myAssignmentSchema } from "@/lib/api/responses/schools";

export const GET = endpoint({
  method: "GET",
  path: "/api/me/assignments",
  auth: "student",
  tag: "Schools",
  summary: "The student's assignments from their classes, with where they stand",
  responses: { 200: z.object({ assignments: z.array(myAssignmentSchema) }) },
});
