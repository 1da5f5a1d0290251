import { z } from "zod";
import { isJoinCode, JOIN_CODE_LENGTH, normaliseJoinCode } from "../schools/join-code";
import { SUBJECTS } from "../subjects";

// Schools (docs/contract.md, "Schools"; docs/schools.md): classes, joining, assignments.

export const MAX_CLASS_NAME = 80;
export const MAX_ASSIGNMENT_TITLE = 120;
/** The longest window an assignment may stay open. */
export const MAX_WINDOW_DAYS = 60;

const className = z
  .string({ error: "name is required" })
  .trim()
  .min(1, "Give the class a name")
  .max(MAX_CLASS_NAME, `A class name is at most ${MAX_CLASS_NAME} characters`);

export const createClassSchema = z.strictObject({ name: className });
export type CreateClassInput = z.infer<typeof createClassSchema>;

export const updateClassSchema = z
  .strictObject({
    name: className.optional(),
    archived: z.boolean({ error: "archived is true or false" }).optional(),
  })
  .refine((v) => v.name !== undefined || v.archived !== undefined, "Send a new name or archived");
export type UpdateClassInput = z.infer<typeof updateClassSchema>;

export const joinClassSchema = z.strictObject({
  code: z
    .string({ error: "code is required" })
    .transform(normaliseJoinCode)
    .refine(isJoinCode, `A class code is ${JOIN_CODE_LENGTH} letters and digits, as your teacher shows it`),
});
export type JoinClassInput = z.infer<typeof joinClassSchema>;

const subjectSchema = z.enum(SUBJECTS, { message: `a subject must be one of ${SUBJECTS.join(", ")}` });
const instant = (field: string) =>
  z.iso.datetime({
    offset: true,
    message: `${field} must be an ISO 8601 date and time, e.g. 2026-12-11T09:00:00+01:00`,
  });

export const createAssignmentSchema = z
  .strictObject({
    paper_id: z
      .string({ error: "paper_id is required" })
      .trim()
      .min(1, "paper_id is required")
      .max(64, "paper_id is at most 64 characters"),
    mode: z.enum(["exam", "practice"], { message: "mode must be exam or practice" }),
    subjects: z
      .array(subjectSchema, { error: "subjects must be a list of subjects" })
      .min(1, "subjects, when sent, names at least one")
      .max(12)
      .optional(),
    /** A topic drill (paper topic-drill): the topic its questions come from. */
    topic_id: z.string().trim().min(1).max(64, "topic_id is at most 64 characters").optional(),
    opens_at: instant("opens_at"),
    closes_at: instant("closes_at"),
    title: z
      .string()
      .trim()
      .min(1, "A title cannot be blank")
      .max(MAX_ASSIGNMENT_TITLE, `A title is at most ${MAX_ASSIGNMENT_TITLE} characters`)
      .optional(),
  })
  .superRefine((v, ctx) => {
    const opens = Date.parse(v.opens_at);
    const closes = Date.parse(v.closes_at);
    if (closes <= opens)
      ctx.addIssue({ code: "custom", path: ["closes_at"], message: "The mock must close after it opens" });
    else if (closes - opens > MAX_WINDOW_DAYS * 86_400_000) {
      ctx.addIssue({ code: "custom", path: ["closes_at"], message: `A window is at most ${MAX_WINDOW_DAYS} days` });
    }
  });
export type CreateAssignmentInput = z.infer<typeof createAssignmentSchema>;

/** POST /api/assignments/{id}/start: the student's own combination, when the assignment leaves it to them. */
export const startAssignmentSchema = z.strictObject({
  subjects: z.array(subjectSchema, { error: "subjects must be a list of subjects" }).max(12).optional(),
});
export type StartAssignmentInput = z.infer<typeof startAssignmentSchema>;

export const resultsQuerySchema = z.object({
  format: z.enum(["json", "csv"], { message: "format is json or csv" }).optional(),
});
