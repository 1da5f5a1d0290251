import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import type { signinSchema } from "@/lib/validation/auth";
import { reserveSlots, signInFailureChecks } from "../rate-limit";
import { signIn, WrongCredentialsError } from "../accounts/sign-in";
import { jsonWithSession } from "./session-cookie";

// The sign-in endpoints differ only in the role they serve; the web's own form signs in
// whichever role the account has. Each attempt reserves its failure slot before the password
// is checked, so a burst is judged against the limit one by one; only wrong credentials keep
// the slot, so a stranger's guesses never block the owner's right password from their own
// address (below the per-account ceiling). The limits are per address and IP, whichever
// endpoint is used.

type SignInContext = { req: NextRequest; ip: string; body: z.output<typeof signinSchema> };

/**
 * The handler of POST /api/students/signin and /api/auth/tutor/login: a session for a verified
 * account of `role`. Without a role (POST /api/auth/signin): of the account's own role, named in the answer.
 */
export function signInHandler(role?: "student" | "tutor") {
  return async ({ req, ip, body: input }: SignInContext) => {
    const slots = await reserveSlots(signInFailureChecks(input.email, ip));
    let wrongCredentials = false;
    try {
      const signedIn = await signIn({ ...input, role }, { ip, userAgent: req.headers.get("user-agent") });
      const answer: typeof signedIn & { role?: string } = role ? signedIn : { ...signedIn, role: signedIn.user.role };
      return jsonWithSession(answer);
    } catch (err) {
      wrongCredentials = err instanceof WrongCredentialsError;
      throw err;
    } finally {
      if (!wrongCredentials) await slots.giveBack();
    }
  };
}
