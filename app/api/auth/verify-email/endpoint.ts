import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";

export const GET = endpoint({
  method: "GET",
  path: "/api/auth/verify-email",
  auth: "none",
  tag: "Authentication",
  summary: "The mailed verification link",
  query: z.object({
    token: z.string().optional().describe("The link's token; a missing or used one redirects with 0"),
  }),
  responses: {
    303: {
      description: "On to the sign-in page",
      headers: { Location: "/signin?verified=1, or 0 when the link is not valid" },
    },
  },
});
