import { endpoint } from "@/lib/api/endpoint";
import { predictionSchema } from "@/lib/api/responses/study";

export const GET = endpoint({
  method: "GET",
  path: "/api/me/prediction",
  auth: "student",
  tag: "Study",
  summary:
    "The predicted UTME score: per subject of the student's combination and in total out of 400, with an 80 % interval and a plain sentence on how it was computed; or, until there is enough evidence, what is missing",
  description: "Either way with the trend of the kept predictions, oldest first.",
  responses: { 200: predictionSchema },
});
