import { resendVerificationSchema } from "@/lib/validation/auth";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { resendVerification } from "@/server/accounts/verify-email";

// POST /api/auth/resend-verification – a fresh link for an unverified student (same answer for any address)
export const POST = route(async ({ req, ip }) => {
  const { email } = await readJson(req, resendVerificationSchema);
  await enforceRateLimits([
    { limit: limits.resendIp, subject: ip },
    { limit: limits.resendAccount, subject: email },
  ]);
  return resendVerification(email);
});
