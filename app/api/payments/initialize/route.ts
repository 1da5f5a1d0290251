import { AppError } from "@/server/errors";
import { route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { visibleCourse } from "@/server/courses/visibility";
import { initializePayment } from "@/server/payments/initialize-payment";
import * as endpoints from "./endpoint";

// POST /api/payments/initialize { course_id } – a pending payment: the server's tx_ref and the course's price
export const POST = route(endpoints.POST, async ({ body, user }) => {
  if (user.role !== "student") throw new AppError("forbidden", "Only students can enroll in courses");
  await enforceRateLimits([{ limit: limits.paymentInitStudent, subject: user.id }]);
  // A draft course cannot be bought: it answers 404 as it does everywhere else.
  await visibleCourse(body.course_id, user);
  return initializePayment(user, body.course_id);
});
