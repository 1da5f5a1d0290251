import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { userSchema } from "@/lib/api/responses/accounts";

export const GET = endpoint({
  method: "GET",
  path: "/api/students/{id}",
  auth: "student",
  tag: "Profile",
  summary: "The signed-in student's own account",
  description: "Another student's id is 403.",
  responses: { 200: z.object({ student: userSchema }) },
  errors: ["not_found"],
});
