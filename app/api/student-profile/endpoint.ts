import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { userSchema } from "@/lib/api/responses/accounts";
import { profileUpdateSchema } from "@/lib/validation/auth";

export const PUT = endpoint({
  method: "PUT",
  path: "/api/student-profile",
  auth: "student",
  tag: "Profile",
  summary: "Edit the five profile fields",
  body: profileUpdateSchema,
  responses: { 200: z.object({ message: z.string(), student: userSchema }) },
  errors: ["not_found"],
});
