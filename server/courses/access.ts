import "server-only";
import { trialStatus, type TrialStatus } from "@/lib/courses/free-trial";
import { db } from "../db";

// Who may open a course's content (lessons, and the quizzes of a paid course): the owner
// tutor, an enrolled student, or, for a paid course, a student in the free trial
// (lib/courses/free-trial.ts). Free courses still take a one-tap enrolment for their lessons.
// Preview lessons are open to everyone and are not decided here (curriculum.ts).

export type Viewer = { id: string; role: "student" | "tutor" } | null;

export type CourseAccess =
  | { allowed: true; via: "owner" | "enrolled" | "trial"; free: boolean; trial: TrialStatus }
  | {
      allowed: false;
      reason: "not_found" | "signed_out" | "other_tutor" | "not_enrolled" | "trial_ended";
      free: boolean;
      trial: TrialStatus;
    };

const noTrial: TrialStatus = { state: "none" };

/** The one decision on a course's content for `viewer` at `now`. */
export async function decideCourseAccess(
  courseId: string,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<CourseAccess> {
  const [course, enrollment, user] = await Promise.all([
    db.course.findUnique({ where: { id: courseId }, select: { ownerId: true, price: true, status: true } }),
    viewer?.role === "student"
      ? db.enrollment.findUnique({
          where: { studentId_courseId: { studentId: viewer.id, courseId } },
          select: { id: true },
        })
      : null,
    viewer?.role === "student"
      ? db.user.findUnique({ where: { id: viewer.id }, select: { role: true, emailVerifiedAt: true } })
      : null,
  ]);
  const free = (course?.price ?? 0) <= 0;
  const trial = user ? trialStatus(user, now) : noTrial;
  // A draft is its owner's only: to anyone else it does not exist.
  if (!course || (course.status !== "published" && course.ownerId !== viewer?.id))
    return { allowed: false, reason: "not_found", free, trial };
  if (!viewer) return { allowed: false, reason: "signed_out", free, trial };
  if (viewer.role === "tutor") {
    return course.ownerId === viewer.id
      ? { allowed: true, via: "owner", free, trial }
      : { allowed: false, reason: "other_tutor", free, trial };
  }
  if (enrollment) return { allowed: true, via: "enrolled", free, trial };
  if (!free && trial.state === "active") return { allowed: true, via: "trial", free, trial };
  return { allowed: false, reason: !free && trial.state === "ended" ? "trial_ended" : "not_enrolled", free, trial };
}

/** The trial of a signed-in user, for the screens that show the days left. */
export async function getTrialStatus(viewer: Viewer, now: Date = new Date()): Promise<TrialStatus> {
  if (viewer?.role !== "student") return noTrial;
  const user = await db.user.findUnique({ where: { id: viewer.id }, select: { role: true, emailVerifiedAt: true } });
  return user ? trialStatus(user, now) : noTrial;
}
