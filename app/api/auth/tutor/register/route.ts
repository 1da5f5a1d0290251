import { tutorRegisterSchema } from "@/lib/validation/auth";
import { json, route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { registerTutor } from "@/server/accounts/sign-up";

// POST /api/auth/tutor/register – create an unverified tutor and mail a verification link
export const POST = route(async ({ req, ip }) => {
  const input = await readJson(req, tutorRegisterSchema);
  await enforceRateLimits([
    { limit: limits.signupIp, subject: ip },
    { limit: limits.signupAccount, subject: input.email },
  ]);
  return json(await registerTutor(input), { status: 201 });
});
