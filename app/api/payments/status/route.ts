import { route } from "@/server/http/route";
import { latestPayment } from "@/server/payments/payment-status";
import * as endpoints from "./endpoint";

// GET /api/payments/status?course_id= – the student's latest payment for a course (for the pending state)
export const GET = route(endpoints.GET, async ({ query, user }) => ({
  payment: await latestPayment(user.id, query.course_id),
}));
