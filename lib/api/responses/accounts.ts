import { z } from "zod";

// What the account endpoints answer (docs/contract.md, "HTTP API": sign-in and the user).

const isoTime = z.string().describe("ISO 8601 time");

export const messageSchema = z.object({ message: z.string() });

/** The user as the API shows it; a tutor's adds bio and expertise. Never a password hash. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  academic_level: z.string().nullable(),
  phone_number: z.string().nullable(),
  profile_picture: z.string().nullable().describe("A site-relative /api/media URL"),
  role: z.enum(["student", "tutor"]),
  created_at: isoTime,
  updated_at: isoTime,
  bio: z.string().optional().describe("Tutors only"),
  expertise: z.string().optional().describe("Tutors only"),
});

/** A new session: the token as Bearer, also set as the browser's httpOnly cookie. */
export const signedInSchema = z.object({
  message: z.string(),
  token: z.string(),
  session: z.object({
    access_token: z.string(),
    token_type: z.literal("bearer"),
    expires_at: z.number().int().describe("Unix seconds"),
  }),
  user: userSchema,
});
