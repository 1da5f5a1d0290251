import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { userSchema } from "@/lib/api/responses/accounts";

export const GET = endpoint({
  method: "GET",
  path: "/api/auth/me",
  auth: "user",
  tag: "Authentication",
  summary: "The signed-in user",
  responses: { 200: z.object({ user: userSchema }) },
  errors: ["not_found"],
});
