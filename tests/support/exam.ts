import { forgetSitting } from "@/server/exam/sitting-row";

/** Drops this process's cached facts of a sitting after a test moves its clock in the database. */
export function ownSittingForget(sittingId: string) {
  forgetSitting(sittingId);
}
