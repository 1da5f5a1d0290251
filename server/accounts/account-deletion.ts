import "server-only";
import { forgetSessionsOf } from "../auth/session";
import { verifyPassword } from "../auth/password";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import { getStorage } from "../integrations/storage";
import type { Storage } from "../integrations/storage/types";
import { releaseStoredObjects } from "../storage/stored-objects";

// "Delete my account" (settings). Everything about the person goes: sessions, e-mail
// tokens, mail to their address, progress, study days, quiz attempts, enrolments, saved
// courses (the foreign keys cascade), then their picture from storage once the rows are
// gone. Payments are financial records: they stay, detached from the person
// (payments.student_id set to null). Subject requests stay, anonymous. See docs/decisions.md.

export const TUTOR_OWNS_CONTENT =
  "You own courses or quizzes on ExamPrep, so your account cannot be deleted here. Please delete them or write to support@examprep.ng to hand them over first.";

export async function deleteAccount(input: { userId: string; password: string }, storage: Storage = getStorage()) {
  const user = await db.user.findUnique({
    where: { id: input.userId },
    select: { email: true, passwordHash: true, pictureKey: true, _count: { select: { courses: true, quizzes: true } } },
  });
  if (!user) throw notFound("User");
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError("bad_request", "Password is incorrect.", {
      fieldErrors: { password: "Password is incorrect." },
    });
  }
  if (user._count.courses > 0 || user._count.quizzes > 0) throw new AppError("conflict", TUTOR_OWNS_CONTENT);

  await db.$transaction(async (tx) => {
    const enrollments = await tx.enrollment.findMany({
      where: { studentId: input.userId },
      select: { courseId: true },
    });
    for (const { courseId } of enrollments) {
      await tx.course.updateMany({
        where: { id: courseId, studentCount: { gt: 0 } },
        data: { studentCount: { decrement: 1 } },
      });
    }
    await tx.payment.updateMany({ where: { studentId: input.userId }, data: { studentId: null } });
    await tx.mailOutbox.deleteMany({ where: { to: user.email } });
    await tx.user.delete({ where: { id: input.userId } });
  });
  forgetSessionsOf(input.userId);

  // After the commit: a storage failure must not bring the account back, only be noticed.
  await releaseStoredObjects([user.pictureKey], storage);
  return { message: "Your account has been deleted. Goodbye, and good luck in your exams." };
}
