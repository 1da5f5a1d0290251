import { endpoint } from "@/lib/api/endpoint";
import { paperCoverageSchema } from "@/lib/api/responses/studio";

export const GET = endpoint({
  method: "GET",
  path: "/api/studio/papers",
  auth: "tutor",
  tag: "Studio",
  summary:
    "The platform's papers with their blueprints and, per topic, the active questions that fit (platform's and yours)",
  responses: { 200: paperCoverageSchema },
});
