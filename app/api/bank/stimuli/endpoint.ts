import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { bankStimulusSchema, paginationSchema } from "@/lib/api/responses/bank";
import { stimulusCreateSchema, stimulusListQuerySchema } from "@/lib/validation/bank";

export const GET = endpoint({
  method: "GET",
  path: "/api/bank/stimuli",
  auth: "tutor",
  tag: "Question bank",
  summary: "Your stimuli (scope=platform or all adds the platform's)",
  query: stimulusListQuerySchema,
  responses: { 200: z.object({ stimuli: z.array(bankStimulusSchema), pagination: paginationSchema }) },
});

export const POST = endpoint({
  method: "POST",
  path: "/api/bank/stimuli",
  auth: "tutor",
  tag: "Question bank",
  summary: "Add a passage, table or diagram (a diagram needs image_key)",
  body: stimulusCreateSchema,
  responses: { 201: z.object({ message: z.string(), stimulus: bankStimulusSchema }) },
});
