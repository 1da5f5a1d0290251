import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";

export const DELETE = endpoint({
  method: "DELETE",
  path: "/api/classes/{id}/students/{studentId}",
  auth: "tutor",
  tag: "Schools",
  summary: "Remove a student from the teacher's class",
  responses: { 200: z.object({ removed: z.literal(true) }) },
  errors: ["not_found"],
});
