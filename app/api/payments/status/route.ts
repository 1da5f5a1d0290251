import { z } from "zod";
import { route } from "@/server/http/route";
import { readQuery } from "@/server/http/read-input";
import { latestPayment } from "@/server/payments/payment-status";

// GET /api/payments/status?course_id= – the student's latest payment for a course (for the pending state)
export const GET = route({ auth: "student" }, async ({ req, user }) => {
  const { course_id } = readQuery(
    req,
    z.object({ course_id: z.string({ error: "course_id is required" }).min(1, "course_id is required").max(64) }),
  );
  return { payment: await latestPayment(user.id, course_id) };
});
