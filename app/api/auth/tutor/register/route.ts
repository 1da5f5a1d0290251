import { route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { registerTutor } from "@/server/accounts/sign-up";
import * as endpoints from "./endpoint";

// POST /api/auth/tutor/register – create an unverified tutor and mail a verification link
export const POST = route(endpoints.POST, async ({ body, ip }) => {
  await enforceRateLimits([
    { limit: limits.signupIp, subject: ip },
    { limit: limits.signupAccount, subject: body.email },
  ]);
  return registerTutor(body);
});
