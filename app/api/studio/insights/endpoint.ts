import { endpoint } from "@/lib/api/endpoint";
import { studioInsightsSchema } from "@/lib/api/responses/studio";

export const GET = endpoint({
  method: "GET",
  path: "/api/studio/insights",
  auth: "tutor",
  tag: "Studio",
  summary:
    "Your courses with enrolments, revenue from successful payments and progress in aggregate; revenue per month",
  responses: { 200: studioInsightsSchema },
});
