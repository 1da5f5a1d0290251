import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import type { forgotPasswordSchema, resetPasswordSchema } from "@/lib/validation/auth";
import { enforceRateLimits, limits } from "../rate-limit";
import { requestPasswordReset, resetPassword } from "../accounts/password-reset";

// The password-recovery endpoints of docs/product-spec.md part 7 differ only in the role they serve, so each
// route file wraps one of these two handlers with its endpoint's definition.

type Role = "student" | "tutor";

/** POST …/forgot-password { email[, user_type] }: mails a reset link; same answer for every address. */
export function forgotPasswordHandler(role?: Role) {
  return async ({ ip, body: input }: { ip: string; body: z.output<typeof forgotPasswordSchema> }) => {
    await enforceRateLimits([
      { limit: limits.forgotIp, subject: ip },
      { limit: limits.forgotAccount, subject: input.email },
    ]);
    return requestPasswordReset(input.email, role ?? input.user_type ?? "student");
  };
}

/**
 * POST …/reset-password and …/update-password: { token, password } or { password } with
 * the reset token as `Authorization: Bearer`. `role` limits an endpoint to its own accounts.
 */
export function resetPasswordHandler(role?: Role) {
  return async ({
    req,
    ip,
    body: input,
  }: {
    req: NextRequest;
    ip: string;
    body: z.output<typeof resetPasswordSchema>;
  }) => {
    await enforceRateLimits([{ limit: limits.resetIp, subject: ip }]);
    const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.get("authorization")?.trim() ?? "")?.[1];
    return resetPassword({ token: input.token ?? bearer ?? "", password: input.password, role });
  };
}
