import "server-only";
import type { SessionUser } from "../../auth/session";
import { AppError } from "../../errors";
import { simulatorEnabled } from ".";

/**
 * The gate of the simulator's endpoints: 404 while the simulator is off (the endpoints do
 * not exist then, signed in or not), 401 without a session, 404 for anyone but a student.
 */
export function simulatorStudent(user: SessionUser | null): SessionUser {
  if (!simulatorEnabled()) throw new AppError("not_found", "Not found");
  if (!user) throw new AppError("unauthorized", "Invalid or expired token");
  if (user.role !== "student") throw new AppError("not_found", "Not found");
  return user;
}
