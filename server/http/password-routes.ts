import "server-only";
import { forgotPasswordSchema, resetPasswordSchema } from "@/lib/validation/auth";
import { enforceRateLimits, limits } from "../rate-limit";
import { requestPasswordReset, resetPassword } from "../accounts/password-reset";
import { readJson } from "./read-input";
import { route } from "./route";

// The password-recovery endpoints of docs/product-spec.md part 7 differ only in the role they serve, so each
// route file is one line over these two handlers.

type Role = "student" | "tutor";

/** POST …/forgot-password { email[, user_type] }: mails a reset link; same answer for every address. */
export function forgotPasswordRoute(role?: Role) {
  return route(async ({ req, ip }) => {
    const input = await readJson(req, forgotPasswordSchema);
    await enforceRateLimits([
      { limit: limits.forgotIp, subject: ip },
      { limit: limits.forgotAccount, subject: input.email },
    ]);
    return requestPasswordReset(input.email, role ?? input.user_type ?? "student");
  });
}

/**
 * POST …/reset-password and …/update-password: { token, password } or { password } with
 * the reset token as `Authorization: Bearer`. `role` limits an endpoint to its own accounts.
 */
export function resetPasswordRoute(role?: Role) {
  return route(async ({ req, ip }) => {
    const input = await readJson(req, resetPasswordSchema);
    await enforceRateLimits([{ limit: limits.resetIp, subject: ip }]);
    const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.get("authorization")?.trim() ?? "")?.[1];
    return resetPassword({ token: input.token ?? bearer ?? "", password: input.password, role });
  });
}
