import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { reviewDecisionSchema } from "@/lib/api/responses/bank";
import { approveSchema } from "@/lib/validation/editorial";

export const POST = endpoint({
  method: "POST",
  path: "/api/editorial/questions/{id}/approve",
  auth: "tutor",
  tag: "Editorial review",
  summary:
    "Editors: approve a submitted question's current version (optional version: the one read; 409 if the author changed it since); platform papers and drills draw that version; your own question is a 403",
  body: approveSchema,
  responses: { 200: z.object({ message: z.string(), question: reviewDecisionSchema }) },
  errors: ["not_found", "conflict"],
});
