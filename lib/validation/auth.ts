import { z } from "zod";
import {
  ACADEMIC_LEVELS,
  defaultDisplayName,
  EMAIL_PATTERN,
  MAX_PASSWORD,
  MAX_TUTOR_BIO,
  MAX_TUTOR_EXPERTISE,
  MAX_TUTOR_NAME,
  messages,
  MIN_PASSWORD,
  nameCharactersError,
} from "../auth/auth-rules";

// Re-exported so server code and tests keep one import for the account rules.
export * from "../auth/auth-rules";

// Account rules of docs/product-spec.md part 5, shared by the forms and the API handlers. Messages are the
// part's own; each schema reports its rules in that part's order.

const trimmed = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, "Must be at most 100 characters");

/** A name's characters checked (auth-rules.ts): `label` says whose in the message. */
const nameChecked = <S extends z.ZodType<string | undefined>>(schema: S, label: string) =>
  schema.superRefine((value, ctx) => {
    const problem = value === undefined ? null : nameCharactersError(label, value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
const personName = (required: string, label: string) => nameChecked(trimmed(required), label);
const displayName = () =>
  nameChecked(z.string().trim().max(100, "Must be at most 100 characters").optional(), "Display name");

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
  first_name: personName(messages.firstNameRequired, "First name"),
  last_name: personName(messages.lastNameRequired, "Last name"),
  email: emailSchema,
});

/** POST /api/students/signup (metadata is accepted and ignored: the fields above it are authoritative). */
export const studentSignupSchema = signupStep1Schema.extend({
  password: newPasswordSchema,
  academic_level: academicLevelSchema,
  display_name: displayName().nullable(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type StudentSignup = z.infer<typeof studentSignupSchema>;

// Tutor fields are shown on public course pages, so each is bounded.
const boundedText = (max: number, what: string) =>
  z.string().trim().max(max, `${what} must be at most ${max} characters`).optional();
const boundedName = (what: string) => nameChecked(boundedText(MAX_TUTOR_NAME, what), what);
const tutorFields = {
  first_name: boundedName("First name"),
  last_name: boundedName("Last name"),
  display_name: boundedName("Display name"),
  bio: boundedText(MAX_TUTOR_BIO, "Bio"),
  expertise: boundedText(MAX_TUTOR_EXPERTISE, "Expertise"),
};

const tutorMetaSchema = z.object(tutorFields).partial().passthrough();

/** POST /api/auth/tutor/register: the fields, with raw_user_meta_data filling any that are missing. */
export const tutorRegisterSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    ...tutorFields,
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
export type TutorRegistration = z.output<typeof tutorRegisterSchema>;

export const signinSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .max(MAX_PASSWORD, messages.passwordTooLong),
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

export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(MAX_PASSWORD),
    new_password: z
      .string({ error: messages.passwordRequired })
      .min(MIN_PASSWORD, messages.settingsPasswordTooShort)
      .max(MAX_PASSWORD, messages.passwordTooLong),
  })
  .refine((v) => v.new_password !== v.current_password, {
    path: ["new_password"],
    message: "Choose a new password, not the one you have now",
  });

/** PUT /api/student-profile: exactly the five profile fields. */
export const profileUpdateSchema = z
  .object({
    first_name: personName(messages.firstNameRequired, "First name").optional(),
    last_name: personName(messages.lastNameRequired, "Last name").optional(),
    display_name: displayName(),
    academic_level: academicLevelSchema.optional(),
    profile_picture: z.string().max(500).nullable().optional(),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
