import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { bankStimulusSchema } from "@/lib/api/responses/bank";
import { stimulusUpdateSchema } from "@/lib/validation/bank";

const stimulus = { path: "/api/bank/stimuli/{id}", auth: "tutor", tag: "Question bank" } as const;

export const GET = endpoint({
  ...stimulus,
  method: "GET",
  summary: "One of your stimuli, or a platform one",
  responses: { 200: z.object({ stimulus: bankStimulusSchema }) },
  errors: ["not_found"],
});

export const PATCH = endpoint({
  ...stimulus,
  method: "PATCH",
  summary: "Edit your stimulus",
  description: "409 conflict: a question of the platform pool uses it as an editor approved it.",
  body: stimulusUpdateSchema,
  responses: { 200: z.object({ message: z.string(), stimulus: bankStimulusSchema }) },
  errors: ["not_found", "conflict"],
});
