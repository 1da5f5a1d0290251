import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { paginationSchema, poolReportSchema } from "@/lib/api/responses/bank";
import { editorialReportsQuerySchema } from "@/lib/validation/editorial";

export const GET = endpoint({
  method: "GET",
  path: "/api/editorial/reports",
  auth: "tutor",
  tag: "Editorial review",
  summary: "Editors: students' reports on the platform pool's questions (open: oldest first)",
  query: editorialReportsQuerySchema,
  responses: { 200: z.object({ reports: z.array(poolReportSchema), pagination: paginationSchema }) },
});
