import { z } from "zod";
import { EMAIL_PATTERN } from "../auth/auth-rules";
import {
  DIGEST_CHANNELS,
  guardianDigestMessages,
  nigerianMobile,
  readGuardianName,
} from "../guardian/guardian-digest-rules";

// The guardian's weekly digest, switched on by the student (docs/study-loop.md, "Guardian
// digest"): GET/PUT /api/me/guardian-digest. The settings form checks the same rules through
// lib/guardian/guardian-digest-rules.ts, without zod in its bundle.

export * from "../guardian/guardian-digest-rules";

const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? null : v;

const emailField = z.preprocess(
  blankToNull,
  z
    .string({ error: guardianDigestMessages.emailInvalid })
    .trim()
    .max(254, guardianDigestMessages.emailInvalid)
    .regex(EMAIL_PATTERN, guardianDigestMessages.emailInvalid)
    .transform((e) => e.toLowerCase())
    .nullable(),
);

const phoneField = z.preprocess(
  blankToNull,
  z
    .string({ error: guardianDigestMessages.phoneInvalid })
    .max(32, guardianDigestMessages.phoneInvalid)
    .transform((p, ctx) => {
      const number = nigerianMobile(p);
      if (number === null) {
        ctx.addIssue({ code: "custom", message: guardianDigestMessages.phoneInvalid });
        return z.NEVER;
      }
      return number;
    })
    .nullable(),
);

/** PUT /api/me/guardian-digest. While it is on, the chosen channel's address is required; both are kept either way. */
export const guardianDigestSchema = z
  .strictObject({
    enabled: z.boolean({ error: "enabled must be true or false" }),
    channel: z.enum(DIGEST_CHANNELS, { message: "channel must be email, sms or whatsapp" }),
    email: emailField.optional().transform((v) => v ?? null),
    phone: phoneField.optional().transform((v) => v ?? null),
    guardian_name: z
      .string({ error: "guardian_name must be text" })
      .max(200, guardianDigestMessages.nameTooLong)
      .optional()
      .transform((v, ctx) => {
        const read = readGuardianName(v ?? "");
        if ("name" in read) return read.name;
        ctx.addIssue({ code: "custom", message: read.error });
        return z.NEVER;
      }),
  })
  .superRefine((input, ctx) => {
    if (!input.enabled) return;
    if (input.channel === "email" && !input.email)
      ctx.addIssue({ code: "custom", path: ["email"], message: guardianDigestMessages.emailNeeded });
    if (input.channel !== "email" && !input.phone)
      ctx.addIssue({ code: "custom", path: ["phone"], message: guardianDigestMessages.phoneNeeded });
  });
export type GuardianDigestInput = z.output<typeof guardianDigestSchema>;
