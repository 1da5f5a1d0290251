import { z } from "zod";

// What the schools endpoints answer (docs/contract.md, "Schools"; docs/schools.md).

const isoTime = z.string().describe("ISO 8601 time");

export const classSchema = z.object({
  id: z.string(),
  name: z.string(),
  join_code: z.string().describe("8 characters without look-alikes"),
  join_url: z.string(),
  students: z.number().int(),
  archived: z.boolean(),
  created_at: isoTime,
});

export const assignmentSchema = z.object({
  id: z.string(),
  paper_id: z.string(),
  mode: z.enum(["exam", "practice"]),
  opens_at: isoTime,
  closes_at: isoTime,
  title: z.string(),
  subjects: z.array(z.string()),
  topic_id: z.string().nullable(),
});

/** A student's class as they see it: the teacher by name. */
export const joinedClassSchema = z.object({ id: z.string(), name: z.string(), teacher: z.string() });

export const myAssignmentSchema = z.object({
  id: z.string(),
  class: z.object({ id: z.string(), name: z.string() }),
  title: z.string(),
  paper_id: z.string(),
  mode: z.enum(["exam", "practice"]),
  opens_at: isoTime,
  closes_at: isoTime,
  duration_minutes: z.number().int(),
  choice: z
    .object({ required: z.array(z.string()), choose: z.number().int(), subjects: z.array(z.string()) })
    .nullable()
    .describe("The student chooses their combination when they start: the required subjects plus choose of subjects"),
  status: z.enum(["upcoming", "open", "in_progress", "submitted", "missed"]),
  sitting_id: z.string().optional(),
  score: z.number().optional(),
  max: z.number().optional(),
});

const assignmentHead = z.object({ id: z.string(), title: z.string(), opens_at: isoTime, closes_at: isoTime });

export const assignmentProgressSchema = z.object({
  assignment: assignmentHead,
  summary: z.object({
    students: z.number().int(),
    not_started: z.number().int(),
    in_progress: z.number().int(),
    submitted: z.number().int(),
  }),
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.enum(["not_started", "in_progress", "submitted"]),
      answered: z.number().int(),
      questions: z.number().int(),
      started_at: isoTime.nullable(),
      time_left: z.number().int().nullable().describe("Seconds left on the student's clock while in progress"),
      score: z.number().optional(),
      max: z.number().optional(),
    }),
  ),
});

export const assignmentResultsSchema = z.object({
  assignment: assignmentHead.extend({
    paper_id: z.string(),
    mode: z.enum(["exam", "practice"]),
    class: z.object({ id: z.string(), name: z.string() }),
  }),
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      submitted: z.boolean(),
      submitted_at: isoTime.nullable(),
      total: z.number().nullable(),
      max: z.number().nullable(),
      answered: z.number().int().nullable(),
      subjects: z.array(
        z.object({
          subject: z.string(),
          score: z.number(),
          max: z.number(),
          correct: z.number().int().nullable(),
          questions: z.number().int().nullable(),
        }),
      ),
    }),
  ),
  items: z.array(
    z.object({
      question_id: z.string(),
      number: z.number().int(),
      subject: z.string(),
      responses: z.number().int(),
      facility: z.number().nullable(),
      discrimination: z.number().nullable().describe("From 30 responses on"),
      text: z.string(),
      html: z.string().optional(),
      options: z.array(
        z.object({
          key: z.string(),
          text: z.string(),
          html: z.string().optional(),
          correct: z.boolean(),
          chosen: z.number().int(),
        }),
      ),
      blank: z.number().int(),
    }),
  ),
  topics: z.array(
    z.object({
      subject: z.string(),
      topic_id: z.string().nullable(),
      topic: z.string(),
      answers: z.number().int(),
      correct_rate: z.number(),
    }),
  ),
});
