import { subjectRequestSchema } from "@/lib/validation/subject-requests";
import { json, route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { createSubjectRequest } from "@/server/courses/subject-requests";

// POST /api/subject-requests { subject, exam, note? } – ask for a subject (signed in or not; rate limited)
export const POST = route({ auth: "optional" }, async ({ req, ip, user }) => {
  const input = await readJson(req, subjectRequestSchema);
  await enforceRateLimits([
    { limit: limits.subjectRequestIp, subject: ip },
    { limit: limits.subjectRequestUser, subject: user?.id },
  ]);
  const subject_request = await createSubjectRequest(input, user?.id ?? null);
  return json({ message: "Thank you! We have noted your request.", subject_request }, { status: 201 });
});
