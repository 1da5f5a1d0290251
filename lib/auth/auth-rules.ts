// Account rules of docs/product-spec.md part 5 that forms check in the browser: plain values and functions,
// no zod, so the sign-in and sign-up pages stay light. lib/validation/auth.ts builds the
// server's schemas from the same rules.

export const SIGNUP_ACADEMIC_LEVELS = [
  "Senior Secondary 1",
  "Senior Secondary 2",
  "Senior Secondary 3",
  "Post Secondary",
] as const;
export const SETTINGS_ACADEMIC_LEVELS = [
  "JSS 1",
  "JSS 2",
  "JSS 3",
  "SS 1",
  "SS 2",
  "SS 3",
  "Post Secondary",
  "University (Undergraduate)",
  "University (Graduate)",
  "Other",
] as const;
export const ACADEMIC_LEVELS: readonly string[] = [
  ...new Set<string>([...SIGNUP_ACADEMIC_LEVELS, ...SETTINGS_ACADEMIC_LEVELS]),
];

/** The simple address pattern of docs/product-spec.md part 5: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;
export const MAX_TUTOR_NAME = 50;
export const MAX_TUTOR_BIO = 2000;
export const MAX_TUTOR_EXPERTISE = 200;

export const messages = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooShort: "Password must be at least 8 characters long",
  passwordTooLong: `Password must be at most ${MAX_PASSWORD} characters long`,
  academicLevelRequired: "Academic level is required",
  academicLevelInvalid: "Please choose an academic level from the list",
  passwordRequired: "Password is required",
  passwordTooCommon: "This password is too common and easy to guess. Please choose a different one.",
  resetLinkInvalid: "Invalid reset link. Please request a new password reset.",
  newPasswordsDoNotMatch: "New passwords do not match.",
  settingsPasswordTooShort: "Password must be at least 8 characters long.",
} as const;

// A name is shown on pages and in mails: it may not hold markup's angle brackets, nor control
// characters (a line break, a tab, NUL…), which no name has and which break a mail's headers.
const NAME_FORBIDDEN = /[<>\p{Cc}]/u;

/** Why `name` (trimmed) cannot be a name, in `label`'s words; null when it can. */
export function nameCharactersError(label: string, name: string): string | null {
  return NAME_FORBIDDEN.test(name) ? `${label} cannot contain < or >, line breaks or other control characters` : null;
}

/** Display name default: first name plus the initial of the last name and a period. */
export function defaultDisplayName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

/** Sign-up step 1 checks in the order of docs/product-spec.md part 5; the first failing message, or null. */
export function signupStep1Error(values: { first_name: string; last_name: string; email: string }): string | null {
  if (!values.first_name.trim()) return messages.firstNameRequired;
  const firstName = nameCharactersError("First name", values.first_name.trim());
  if (firstName) return firstName;
  if (!values.last_name.trim()) return messages.lastNameRequired;
  const lastName = nameCharactersError("Last name", values.last_name.trim());
  if (lastName) return lastName;
  const email = values.email.trim();
  if (!email) return messages.emailRequired;
  if (!EMAIL_PATTERN.test(email)) return messages.emailInvalid;
  return null;
}

export type PasswordStrength = { score: number; label: "Weak" | "Medium" | "Strong" };

/** Reset screen meter: six criteria; up to 2 is Weak, up to 4 Medium, more Strong. */
export function passwordStrength(password: string): PasswordStrength {
  const criteria = [
    password.length >= 6,
    password.length >= 8,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  const score = criteria.filter(Boolean).length;
  return { score, label: score <= 2 ? "Weak" : score <= 4 ? "Medium" : "Strong" };
}
