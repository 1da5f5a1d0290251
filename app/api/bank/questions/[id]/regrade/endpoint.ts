import { endpoint } from "@/lib/api/endpoint";
import { regradeResultSchema } from "@/lib/api/responses/bank";
import { regradeSchema } from "@/lib/validation/bank";

export const POST = endpoint({
  method: "POST",
  path: "/api/bank/questions/{id}/regrade",
  auth: "tutor",
  tag: "Question bank",
  summary: "Mark again the submitted sittings shown an older version, under the current key, and rescore them",
  body: regradeSchema,
  responses: { 200: regradeResultSchema },
  errors: ["not_found", "conflict"],
});
