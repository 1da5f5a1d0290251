// The guardian digest's rules without zod, for the settings form's bundle: the channels, the
// messages and how a Nigerian mobile number is read. lib/validation/guardian-digest.ts builds the
// API's schema from them.

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

/** What GET and PUT /api/me/guardian-digest answer. */
export type GuardianDigestSettings = {
  enabled: boolean;
  channel: DigestChannel;
  email: string | null;
  phone: string | null;
  guardian_name: string;
  last_sent_at: string | null;
};
