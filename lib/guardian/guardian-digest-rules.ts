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
  nameInvalid:
    "Enter only their name: letters, spaces, hyphens and apostrophes (no digits, links or other punctuation)",
  nameTooLong: "The name is at most 60 characters",
  accountNameInvalid:
    "Your guardian is asked in your name, so it can hold only letters, spaces, hyphens and apostrophes (at most 60 characters). Change your first and last name in your profile, then try again.",
} as const;

/** The longest guardian name; it is put in front of the guardian as their greeting. */
export const GUARDIAN_NAME_MAX = 60;

// Letters of any script (with their combining marks, as Yoruba and Igbo tone marks are often
// typed), single spaces, hyphens and apostrophes between them: a name, and nothing a stranger
// could dress up as a message ("Sir. Your account is suspended: verify at http://…").
const NAME_PATTERN = /^\p{L}\p{M}*(?:[ '’-]?\p{L}\p{M}*)*['’]?$/u;

/** The name as stored (NFC, trimmed, runs of spaces made one), or the message that refuses it. */
export function readGuardianName(input: string): { name: string } | { error: string } {
  const name = input.normalize("NFC").trim().replace(/ {2,}/g, " ");
  if (name === "") return { name };
  if (!NAME_PATTERN.test(name)) return { error: guardianDigestMessages.nameInvalid };
  if ([...name].length > GUARDIAN_NAME_MAX) return { error: guardianDigestMessages.nameTooLong };
  return { name };
}

/** Whether a name (the student's, shown to their guardian) is a plain name by the same rule. */
export function isPlainName(input: string): boolean {
  const read = readGuardianName(input);
  return "name" in read && read.name !== "";
}

/** Where the guardian stands (null: off, or no address to ask yet). */
export const GUARDIAN_STATUSES = ["pending", "confirmed", "refused", "unsubscribed"] as const;
export type GuardianStatus = (typeof GUARDIAN_STATUSES)[number];

/** How many times a student may point the digest at another address in CHANGE_WINDOW_DAYS. */
export const MAX_ADDRESS_CHANGES = 3;
export const CHANGE_WINDOW_DAYS = 7;

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
  /** What the guardian at the chosen address said; null while off or before an address is saved. */
  guardian_status: GuardianStatus | null;
  /** When the one confirmation request went to that address. */
  confirmation_sent_at: string | null;
};
