import { z } from "zod";
import { SUBJECTS } from "../subjects";

// Editorial review of the platform pool (docs/question-bank.md "Editorial review"): the
// editors' queue, their decisions and their reports inbox.

export const REVIEW_STATUSES = ["private", "submitted", "approved", "rejected"] as const;
export type ReviewStatusName = (typeof REVIEW_STATUSES)[number];
export const REPORT_ACTIONS = ["none", "fixed", "retired"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const EDITORIAL_RULES = { noteMax: 1000 } as const;

const pageFields = {
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be 1 or more")
    .default(1),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be between 1 and 100")
    .max(100, "limit must be between 1 and 100")
    .default(20),
};

const note = (what: string) =>
  z
    .string({ error: `note must be text: ${what}` })
    .trim()
    .min(1, `Write a note: ${what}`)
    .max(EDITORIAL_RULES.noteMax, `note must be at most ${EDITORIAL_RULES.noteMax} characters`);

export const editorialQuestionsQuerySchema = z.object({
  status: z
    .enum(["submitted", "approved", "rejected"], { message: "status must be submitted, approved or rejected" })
    .default("submitted"),
  subject: z.enum(SUBJECTS, { message: "subject must be one of the platform's subjects" }).optional(),
  ...pageFields,
});
export type EditorialQuestionsQuery = z.infer<typeof editorialQuestionsQuerySchema>;

/** `version`: the version the editor read; a later edit makes the approval a 409 instead of approving unseen content. */
export const approveSchema = z.strictObject({
  version: z
    .number({ error: "version must be a number" })
    .int("version must be a whole number")
    .min(1, "version must be 1 or more")
    .optional(),
});
export type ApproveInput = z.infer<typeof approveSchema>;

export const rejectSchema = z.strictObject({ note: note("the author reads it to fix the question") });
export type RejectInput = z.infer<typeof rejectSchema>;

export const editorialReportsQuerySchema = z.object({
  status: z.enum(["open", "resolved", "all"], { message: "status must be open, resolved or all" }).default("open"),
  ...pageFields,
});
export type EditorialReportsQuery = z.infer<typeof editorialReportsQuerySchema>;

export const resolveReportSchema = z.strictObject({
  note: note("what you found and did"),
  action: z.enum(REPORT_ACTIONS, { message: `action must be one of: ${REPORT_ACTIONS.join(", ")}` }),
});
export type ResolveReportInput = z.infer<typeof resolveReportSchema>;
