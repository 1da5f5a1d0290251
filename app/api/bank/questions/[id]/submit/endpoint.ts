import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";

export const POST = endpoint({
  method: "POST",
  path: "/api/bank/questions/{id}/submit",
  auth: "tutor",
  tag: "Editorial review",
  summary:
    "Submit your question to the platform pool for an editor's review; it needs a topic and an explanation (400 naming them); a retired or already approved version is a 409; submitting again answers the same",
  responses: {
    200: z.object({
      message: z.string(),
      question: z.object({
        id: z.string(),
        review_status: z.literal("submitted"),
        submitted_at: z.string().describe("ISO 8601 time"),
      }),
    }),
  },
  errors: ["not_found", "conflict", "validation_error"],
});
