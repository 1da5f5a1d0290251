import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";

const report = z.object({
  status: z.enum(["ok", "degraded", "error"]),
  database: z.enum(["ok", "unreachable"]),
  checks: z.object({ database: z.enum(["ok", "down"]), redis: z.enum(["ok", "down", "not_configured"]) }),
});

export const GET = endpoint({
  method: "GET",
  path: "/api/health",
  auth: "none",
  tag: "Operations",
  summary: "Liveness: the database answers; each dependency's state",
  description:
    'The same report answers 503 when the database is unreachable (status "error"); "degraded" (200) while Redis is configured but down.',
  responses: { 200: report, 503: { description: "The database is unreachable", schema: report } },
});
