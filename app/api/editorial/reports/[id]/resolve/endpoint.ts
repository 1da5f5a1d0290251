import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { poolReportSchema } from "@/lib/api/responses/bank";
import { resolveReportSchema } from "@/lib/validation/editorial";

export const POST = endpoint({
  method: "POST",
  path: "/api/editorial/reports/{id}/resolve",
  auth: "tutor",
  tag: "Editorial review",
  summary:
    "Editors: resolve a report with a note and what was done; retired takes the question out of every draw (a tutor's also loses its approval); resolving twice is a 409",
  body: resolveReportSchema,
  responses: { 200: z.object({ message: z.string(), report: poolReportSchema }) },
  errors: ["not_found", "conflict"],
});
