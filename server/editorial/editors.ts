import "server-only";
import { db } from "../db";
import { AppError } from "../errors";

// Appointing editors (npm run editors): an operator's job, never an API's. An editor is a
// verified tutor; removing one leaves their past decisions as they are.

export type EditorRow = { email: string; name: string };

async function tutorByEmail(email: string) {
  const user = await db.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: {
      id: true,
      email: true,
      role: true,
      emailVerifiedAt: true,
      isEditor: true,
      firstName: true,
      lastName: true,
    },
  });
  if (!user) throw new AppError("not_found", `No account has the e-mail ${email}`);
  return user;
}

export async function addEditor(email: string): Promise<EditorRow & { already: boolean }> {
  const user = await tutorByEmail(email);
  if (user.role !== "tutor")
    throw new AppError("validation_error", `${user.email} is a student's account: editors are tutors`);
  if (!user.emailVerifiedAt)
    throw new AppError("validation_error", `${user.email} has not verified its e-mail address yet`);
  if (!user.isEditor) await db.user.update({ where: { id: user.id }, data: { isEditor: true }, select: { id: true } });
  return { email: user.email, name: `${user.firstName} ${user.lastName}`, already: user.isEditor };
}

export async function removeEditor(email: string): Promise<EditorRow & { was: boolean }> {
  const user = await tutorByEmail(email);
  if (user.isEditor) await db.user.update({ where: { id: user.id }, data: { isEditor: false }, select: { id: true } });
  return { email: user.email, name: `${user.firstName} ${user.lastName}`, was: user.isEditor };
}

export async function listEditors(): Promise<EditorRow[]> {
  const rows = await db.user.findMany({
    where: { isEditor: true },
    orderBy: { email: "asc" },
    select: { email: true, firstName: true, lastName: true },
  });
  return rows.map((r) => ({ email: r.email, name: `${r.firstName} ${r.lastName}` }));
}
