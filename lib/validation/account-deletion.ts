import { z } from "zod";

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: "Type your password to confirm" })
    .min(1, "Type your password to confirm")
    .max(256, "Password is too long"),
});
