import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { saveSittingAnswersSchema } from "@/lib/validation/sittings";

export const PUT = endpoint({
  method: "PUT",
  path: "/api/sittings/{id}/answers",
  auth: "student",
  tag: "Exams",
  summary:
    "Save answers (null clears), flags, the questions shown (opened: only grows; an answered one counts as opened) and time per subject; 409 after the deadline and grace or once submitted",
  body: saveSittingAnswersSchema,
  responses: {
    200: z.object({
      saved: z.number().int(),
      saved_at: z.number().int().describe("When the save was committed, in milliseconds by the server's clock"),
    }),
  },
  errors: ["not_found", "conflict"],
});
