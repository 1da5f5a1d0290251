import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { reportSchema } from "@/lib/api/responses/bank";
import { reportCreateSchema } from "@/lib/validation/bank";

const answer = z.object({ message: z.string(), report: reportSchema });

export const POST = endpoint({
  method: "POST",
  path: "/api/questions/{id}/reports",
  auth: "student",
  tag: "Question bank",
  summary:
    "Report a question you were shown in a sitting (404 otherwise); reason wrong_key | typo | unclear | other, or words of your own (kept as other with them as the detail); a platform pool question's report goes to the editors, another's to its author; reporting again answers 200 with the same report",
  body: reportCreateSchema,
  responses: {
    200: { description: "Already reported: the report made before", schema: answer },
    201: { description: "Reported", schema: answer },
  },
  errors: ["not_found"],
});
