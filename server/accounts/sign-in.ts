import "server-only";
import { hashPassword, verifyPassword } from "../auth/password";
import { createSession } from "../auth/session";
import { randomToken } from "../auth/tokens";
import { db } from "../db";
import { AppError } from "../errors";
import { toUserDto, userRowSelect } from "./users";

type RequestMeta = { ip?: string | null; userAgent?: string | null };

const INVALID_CREDENTIALS = "Invalid email or password";
const NOT_VERIFIED = "Email not verified. Please check your email.";

/** Wrong password, unknown address or wrong role: the one failure sign-in rate limits count. */
export class WrongCredentialsError extends AppError {
  constructor() {
    super("unauthorized", INVALID_CREDENTIALS);
  }
}

// A hash to verify against when the e-mail is unknown, so both cases take the same time.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomToken()));

async function loginResponse(user: Parameters<typeof toUserDto>[0], meta: RequestMeta, message: string) {
  const { token, expiresAt } = await createSession(user.id, meta);
  return {
    message,
    token,
    session: { access_token: token, token_type: "bearer" as const, expires_at: Math.floor(expiresAt.getTime() / 1000) },
    user: toUserDto(user),
  };
}
export type LoginResponse = Awaited<ReturnType<typeof loginResponse>>;

/**
 * Sign-in for one role, or for whichever role the account has when `role` is left out (the
 * web's one sign-in form). Wrong role, unknown e-mail and wrong password answer alike.
 */
export async function signIn(
  input: { email: string; password: string; role?: "student" | "tutor" },
  meta: RequestMeta,
): Promise<LoginResponse> {
  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { ...userRowSelect, passwordHash: true, emailVerifiedAt: true },
  });
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
  if (!user || !passwordOk || (input.role && user.role !== input.role)) throw new WrongCredentialsError();
  if (!user.emailVerifiedAt) throw new AppError("email_not_verified", NOT_VERIFIED);
  return loginResponse(user, meta, "Signed in successfully");
}
