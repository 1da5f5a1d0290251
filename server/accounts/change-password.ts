import "server-only";
import { hashPassword, verifyPassword } from "../auth/password";
import { revokeUserSessions } from "../auth/session";
import { db } from "../db";
import { AppError } from "../errors";
import { assertPasswordNotCommon } from "./new-password";

/** Settings password change: needs the current password; every other session is signed out. */
export async function changePassword(input: {
  userId: string;
  sessionId: string;
  currentPassword: string;
  newPassword: string;
}) {
  await assertPasswordNotCommon(input.newPassword, "new_password");
  const user = await db.user.findUnique({ where: { id: input.userId }, select: { passwordHash: true } });
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError("bad_request", "Current password is incorrect.", {
      fieldErrors: { current_password: "Current password is incorrect." },
    });
  }
  await db.user.update({ where: { id: input.userId }, data: { passwordHash: await hashPassword(input.newPassword) } });
  const signedOut = await revokeUserSessions(input.userId, input.sessionId);
  return { message: "Password changed successfully!", other_sessions_signed_out: signedOut };
}
