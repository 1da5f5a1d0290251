import { z } from "zod";
import { EMAIL_PATTERN } from "../auth-rules";

// The guardian's weekly digest, switched on by the student (docs/study-loop.md, "Guardian
// digest"): GET/PUT /api/me/guardian-digest. Shared by the settings form and the handler.

export const DIGEST_CHANNELS = ["email", "sms", "whatsapp"] as const;
export type DigestChannel = (typeof DIGEST_CHANNELS)[number];

export const guardianDigestMessages = {
  emailNeeded: "Enter your parent's or guardian's email address",
  emailInvalid: "Enter a valid email address",
  phoneNeeded: "Enter your parent's or guardian's phone number",
  phoneInvalid: "Enter a Nigerian mobile number, like 0803 123 4567 or +234 803 123 4567",
} as const;

/**
 * A Nigerian mobile number in the international form +234XXXXXXXXXX (a 070x, 080x, 081x, 090x
 * or 091x number), from the ways people write one: 0803 123 4567, 234-803-123-4567, +234 (0)803…
 * Null when it is not one.
 */
export function nigerianMobile(input: string): string | null {
  let digits = input.replace(/[\s\-().]/g, "");
  if (digits.startsWith("+")) digits = digits.slice(1);
  else if (digits.startsWith("00")) digits = digits.slice(2);
  let national: string;
  if (/^2340\d{10}$/.test(digits)) national = digits.slice(4);
  else if (/^234\d{10}$/.test(digits)) national = digits.slice(3);
  else if (/^0\d{10}$/.test(digits)) national = digits.slice(1);
  else return null;
  return /^[789][01]\d{8}$/.test(national) ? `+234${national}` : null;
}

const blankToNull = (v: unknown) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? null : v);

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
      .trim()
      .max(80, "The name is at most 80 characters")
      .optional()
      .transform((v) => v ?? ""),
  })
  .superRefine((input, ctx) => {
    if (!input.enabled) return;
    if (input.channel === "email" && !input.email) ctx.addIssue({ code: "custom", path: ["email"], message: guardianDigestMessages.emailNeeded });
    if (input.channel !== "email" && !input.phone) ctx.addIssue({ code: "custom", path: ["phone"], message: guardianDigestMessages.phoneNeeded });
  });
export type GuardianDigestInput = z.output<typeof guardianDigestSchema>;

/** What GET and PUT /api/me/guardian-digest answer. */
export type GuardianDigestSettings = {
  enabled: boolean;
  channel: DigestChannel;
  email: string | null;
  phone: string | null;
  guardian_name: string;
  last_sent_at: string | null;
};
