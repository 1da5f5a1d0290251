import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { reviewDecisionSchema } from "@/lib/api/responses/bank";
import { rejectSchema } from "@/lib/validation/editorial";

export const POST = endpoint({
  method: "POST",
  path: "/api/editorial/questions/{id}/reject",
  auth: "tutor",
  tag: "Editorial review",
  summary: "Editors: reject a submitted question with a note its author reads; a version approved before keeps serving",
  body: rejectSchema,
  responses: { 200: z.object({ message: z.string(), question: reviewDecisionSchema }) },
  errors: ["not_found", "conflict"],
});
