import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";

export const DELETE = endpoint({
  method: "DELETE",
  path: "/api/me/classes/{id}",
  auth: "student",
  tag: "Schools",
  summary: "Leave a class; the student's sittings stay theirs and the teacher no longer sees them",
  responses: { 200: z.object({ left: z.literal(true) }) },
  errors: ["not_found"],
});
