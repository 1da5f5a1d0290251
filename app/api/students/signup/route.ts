import { studentSignupSchema } from "@/lib/validation/auth";
import { json, route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { signUpStudent } from "@/server/accounts/sign-up";

// POST /api/students/signup – create an unverified student and mail a verification link
export const POST = route(async ({ req, ip }) => {
  const input = await readJson(req, studentSignupSchema);
  await enforceRateLimits([
    { limit: limits.signupIp, subject: ip },
    { limit: limits.signupAccount, subject: input.email },
  ]);
  return json(await signUpStudent(input), { status: 201 });
});
