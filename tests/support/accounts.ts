// Verified accounts made straight in the database, as sign-up and the mailed link would leave
// them, for the tests whose subject is not sign-up: integration tests (./api.ts) and end-to-end
// specs (../e2e/support.ts). The fields are sign-up's, checked by its own schemas.
import { defaultDisplayName, studentSignupSchema, tutorRegisterSchema } from "../../lib/validation/auth";
import { hashPassword } from "../../server/auth/password";
import type { Db } from "../../server/db-client";

export type NewAccount = { id: string; email: string; password: string };

const hashes = new Map<string, Promise<string>>();

// Argon2 is the slow part of making an account (by design): one hash per password per process.
function passwordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/** `fields` as POST /api/students/signup takes them. */
export async function insertVerifiedStudent(db: Db, fields: Record<string, unknown>): Promise<NewAccount> {
  const input = studentSignupSchema.parse(fields);
  const user = await db.user.create({
    data: {
      role: "student",
      email: input.email,
      passwordHash: await passwordHash(input.password),
      firstName: input.first_name,
      lastName: input.last_name,
      displayName: input.display_name?.trim() || defaultDisplayName(input.first_name, input.last_name),
      academicLevel: input.academic_level,
      emailVerifiedAt: new Date(),
    },
    select: { id: true },
  });
  return { id: user.id, email: input.email, password: input.password };
}

/** `fields` as POST /api/auth/tutor/register takes them. */
export async function insertVerifiedTutor(db: Db, fields: Record<string, unknown>): Promise<NewAccount> {
  const input = tutorRegisterSchema.parse(fields);
  const user = await db.user.create({
    data: {
      role: "tutor",
      email: input.email,
      passwordHash: await passwordHash(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      displayName: input.displayName,
      emailVerifiedAt: new Date(),
      tutorProfile: { create: { bio: input.bio, expertise: input.expertise } },
    },
    select: { id: true },
  });
  return { id: user.id, email: input.email, password: input.password };
}
