import "server-only";
import { isCommonPassword } from "@/lib/auth/common-passwords";
import { messages } from "@/lib/validation/auth";
import { AppError } from "../errors";

/** A new password must not be on the common-password list; `field` names it in the 400. */
export async function assertPasswordNotCommon(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new AppError("validation_error", messages.passwordTooCommon, {
      fieldErrors: { [field]: messages.passwordTooCommon },
    });
  }
}
