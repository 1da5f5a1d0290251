import { route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { createSubjectRequest } from "@/server/courses/subject-requests";
import * as endpoints from "./endpoint";

// POST /api/subject-requests { subject, exam, note? } – ask for a subject (signed in or not; rate limited)
export const POST = route(endpoints.POST, async ({ body, ip, user }) => {
  await enforceRateLimits([
    { limit: limits.subjectRequestIp, subject: ip },
    { limit: limits.subjectRequestUser, subject: user?.id },
  ]);
  const subject_request = await createSubjectRequest(body, user?.id ?? null);
  return { message: "Thank you! We have noted your request.", subject_request };
});
