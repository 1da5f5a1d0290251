import { endpoint } from "@/lib/api/endpoint";
import { reviewDeckSchema } from "@/lib/api/responses/study";

export const GET = endpoint({
  method: "GET",
  path: "/api/me/review",
  auth: "student",
  tag: "Study",
  summary:
    "Today's reviews: cards due by the end of the Lagos day, oldest first, at most 20 ratings a day; each question as it is now, its key only as revealed (already shown by a submitted sitting; never while an exam is open)",
  responses: { 200: reviewDeckSchema },
});
