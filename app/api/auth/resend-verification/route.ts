import { route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { resendVerification } from "@/server/accounts/verify-email";
import * as endpoints from "./endpoint";

// POST /api/auth/resend-verification – a fresh link for an unverified student (same answer for any address)
export const POST = route(endpoints.POST, async ({ body, ip }) => {
  await enforceRateLimits([
    { limit: limits.resendIp, subject: ip },
    { limit: limits.resendAccount, subject: body.email },
  ]);
  return resendVerification(body.email);
});
