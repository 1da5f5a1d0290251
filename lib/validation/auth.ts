import { z } from "zod";

// Account rules of spec part 5, shared by the forms and the API handlers. Messages are the
// spec's own; each schema reports its rules in the spec's order.

export const SIGNUP_ACADEMIC_LEVELS = ["Senior Secondary 1", "Senior Secondary 2", "Senior Secondary 3", "Post Secondary"] as const;
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
export const ACADEMIC_LEVELS: readonly string[] = [...new Set<string>([...SIGNUP_ACADEMIC_LEVELS, ...SETTINGS_ACADEMIC_LEVELS])];

/** The simple address pattern of the spec: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MIN_PASSWORD = 8;
export const MIN_RESET_PASSWORD = 6;
export const MAX_PASSWORD = 128;

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
  resetPasswordTooShort: "Password must be at least 6 characters long",
  resetLinkInvalid: "Invalid reset link. Please request a new password reset.",
  newPasswordsDoNotMatch: "New passwords do not match.",
  settingsPasswordTooShort: "Password must be at least 8 characters long.",
} as const;

const trimmed = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, "Must be at most 100 characters");

export const emailSchema = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(254, messages.emailInvalid)
  .regex(EMAIL_PATTERN, messages.emailInvalid)
  .transform((e) => e.toLowerCase());

export const newPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .min(MIN_PASSWORD, messages.passwordTooShort)
  .max(MAX_PASSWORD, messages.passwordTooLong);

const academicLevelSchema = z
  .string({ error: messages.academicLevelRequired })
  .trim()
  .min(1, messages.academicLevelRequired)
  .refine((v) => ACADEMIC_LEVELS.includes(v), messages.academicLevelInvalid);

/** Step 1 of the sign-up wizard. */
export const signupStep1Schema = z.object({
  first_name: trimmed(messages.firstNameRequired),
  last_name: trimmed(messages.lastNameRequired),
  email: emailSchema,
});

/** Display name default: first name plus the initial of the last name and a period. */
export function defaultDisplayName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

/** POST /api/students/signup (metadata is accepted and ignored: the fields above it are authoritative). */
export const studentSignupSchema = signupStep1Schema.extend({
  password: newPasswordSchema,
  academic_level: academicLevelSchema,
  display_name: z.string().trim().max(100, "Must be at most 100 characters").optional().nullable(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type StudentSignup = z.infer<typeof studentSignupSchema>;

const tutorMetaSchema = z
  .object({
    first_name: z.string().optional(),
    last_name: z.string().optional(),
    display_name: z.string().optional(),
    bio: z.string().optional(),
    expertise: z.string().optional(),
  })
  .partial()
  .passthrough();

/** POST /api/auth/tutor/register: the fields, with raw_user_meta_data filling any that are missing. */
export const tutorRegisterSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    first_name: z.string().optional(),
    last_name: z.string().optional(),
    display_name: z.string().optional(),
    bio: z.string().max(2000, "Bio must be at most 2000 characters").optional(),
    expertise: z.string().max(500, "Expertise must be at most 500 characters").optional(),
    raw_user_meta_data: tutorMetaSchema.optional(),
  })
  .transform((input, ctx) => {
    const meta = input.raw_user_meta_data ?? {};
    const firstName = (input.first_name ?? meta.first_name ?? "").trim();
    const lastName = (input.last_name ?? meta.last_name ?? "").trim();
    if (!firstName) ctx.addIssue({ code: "custom", path: ["first_name"], message: messages.firstNameRequired });
    if (!lastName) ctx.addIssue({ code: "custom", path: ["last_name"], message: messages.lastNameRequired });
    return {
      email: input.email,
      password: input.password,
      firstName,
      lastName,
      displayName: (input.display_name ?? meta.display_name ?? "").trim() || defaultDisplayName(firstName, lastName),
      bio: (input.bio ?? meta.bio ?? "").trim(),
      expertise: (input.expertise ?? meta.expertise ?? "").trim(),
    };
  });

export const signinSchema = z.object({
  email: emailSchema,
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(MAX_PASSWORD, messages.passwordTooLong),
});

export const userTypeSchema = z.enum(["student", "tutor"], { message: "User type must be student or tutor" });

export const forgotPasswordSchema = z.object({ email: emailSchema, user_type: userTypeSchema.optional() });

export const resendVerificationSchema = z.object({ email: emailSchema });

/** Reset and update-password: the token may also come as a Bearer header (handled by the route). */
export const resetPasswordSchema = z.object({
  token: z.string().trim().min(1, messages.resetLinkInvalid).max(200, messages.resetLinkInvalid).optional(),
  email: z.string().optional(),
  password: newPasswordSchema,
});

export const changePasswordSchema = z.object({
  current_password: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(MAX_PASSWORD),
  new_password: z.string({ error: messages.passwordRequired }).min(MIN_PASSWORD, messages.settingsPasswordTooShort).max(MAX_PASSWORD, messages.passwordTooLong),
});

/** PUT /api/student-profile: exactly the five profile fields. */
export const profileUpdateSchema = z
  .object({
    first_name: trimmed(messages.firstNameRequired).optional(),
    last_name: trimmed(messages.lastNameRequired).optional(),
    display_name: z.string().trim().max(100, "Must be at most 100 characters").optional(),
    academic_level: academicLevelSchema.optional(),
    profile_picture: z.string().max(500).nullable().optional(),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

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
