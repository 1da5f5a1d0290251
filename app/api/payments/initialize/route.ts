import { initializePaymentSchema } from "@/lib/validation/payments";
import { AppError } from "@/server/errors";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { visibleCourse } from "@/server/courses/visibility";
import { initializePayment } from "@/server/payments/initialize-payment";

// POST /api/payments/initialize { course_id } – a pending payment: the server's tx_ref and the course's price
export const POST = route({ auth: "user" }, async ({ req, user }) => {
  if (user.role !== "student") throw new AppError("forbidden", "Only students can enroll in courses");
  await enforceRateLimits([{ limit: limits.paymentInitStudent, subject: user.id }]);
  const { course_id } = await readJson(req, initializePaymentSchema);
  // A draft course cannot be bought: it answers 404 as it does everywhere else.
  await visibleCourse(course_id, user);
  return initializePayment(user, course_id);
});
